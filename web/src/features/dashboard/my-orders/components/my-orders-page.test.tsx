import type { Booking, BookingStatus } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRevalidateMyBookings } from '@/features/booking/api/my-bookings-key';
import { testBooking as booking } from '@/testing/bookings';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { paletteOf } from '@/testing/palette';
import { ok, page, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { MyOrdersPage } from './my-orders-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();

const isStatusChange = ({ method, path }: ApiCall) => method === 'PUT' && /^\/bookings\/[^/]+\/status$/.test(path);
const rowOf = (productName: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(productName)) as HTMLElement;

/** The buyer's orders as the API keeps them: a cancellation moves one, and My Orders reads them back. */
function stubOrders(orders: Booking[]) {
  const state = new Map(orders.map((order) => [order._id, order]));
  return stubApi((call) => {
    if (call.path === '/mybooking') return page([...state.values()]);
    if (!isStatusChange(call)) return undefined;
    const id = decodeURIComponent(call.path.split('/')[2] ?? '');
    const cancelled = { ...(state.get(id) as Booking), status: 'cancelled' as const };
    state.set(id, cancelled);
    return ok(cancelled, {}, `The request for ${cancelled.productName} is cancelled.`);
  });
}

/** Cancels the open request for the R170A, confirming in its dialog. */
async function cancelOrder() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the request' }));
}

/**
 * The buyer cancels an open request the API meanwhile saw turn `now`: it refuses (409, `message`),
 * the page shows its message, and the row reads back as it now stands (`shown`).
 */
async function cancelTooLate(now: BookingStatus, shown: string, message: string) {
  let changed = false;
  stubApi((call) => {
    if (call.path === '/mybooking') return page([booking({ _id: 'booking-1', status: changed ? now : 'requested' })]);
    if (!isStatusChange(call)) return undefined;
    changed = true;
    return refused(409, message);
  });
  renderWithProviders(<MyOrdersPage />, { user: buyer });

  await cancelOrder();

  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getAllByRole('cell')[4]).toHaveTextContent(shown));
}

const bookings = [
  booking({ _id: 'booking-1' }),
  booking({ _id: 'booking-2', productName: '5.5HP OHV Petrol Engine (GX160)', sellerEmail: 'seller2@machinery.test', resalePrice: 1250 }),
];

describe('My Orders', () => {
  it('lists the buyer’s bookings under No, Product Name, Info, Price, Access and Delete, with each seller’s e-mail', async () => {
    const { calls } = stubApi(({ path }) => (path === '/mybooking' ? page(bookings) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const headers = columnHeaders(table);
    expect(headers).toEqual(['No', 'Product Name', 'Info', 'Price', 'Access', 'Delete']);

    // The header row is there at once; the bookings' rows come with the answer.
    await within(table).findByText('5.5HP OHV Petrol Engine (GX160)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2', '5.5HP OHV Petrol Engine (GX160)', 'Sellerseller2@machinery.test', '$1,250', 'Requested', 'Cancel']);
    expect(within(rows[0] as HTMLElement).getByText('seller@machinery.test')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/mybooking', query: { email: buyer.email } });
  });

  it('shows a booking whose seller left the marketplace as Withdrawn', async () => {
    const withdrawn = booking({ _id: 'booking-3', status: 'withdrawn', sellerEmail: '' });
    stubApi(({ path }) => (path === '/mybooking' ? page([withdrawn]) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    await within(table).findByText('Withdrawn');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['1', '4HP Water Cooled Diesel Engine (R170A)', 'SellerNo longer on the marketplace', '$185', 'Withdrawn', '']);
  });

  it('shows each order’s status, and Cancel only for an open request or an accepted deal', async () => {
    const statuses: BookingStatus[] = ['requested', 'accepted', 'declined', 'cancelled', 'withdrawn'];
    stubApi(({ path }) => (path === '/mybooking' ? page(statuses.map((status) => booking({ _id: `b-${status}`, productName: `Engine ${status}`, status }))) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });
    await screen.findByText('Engine withdrawn');

    const shown = statuses.map((status) => {
      const cells = within(rowOf(`Engine ${status}`)).getAllByRole('cell');
      return [cells[4]?.textContent, cells[5]?.textContent];
    });
    expect(shown).toEqual([
      ['Requested', 'Cancel'],
      ['AcceptedThe seller accepted: contact them at seller@machinery.test to arrange payment and collection.', 'Cancel'],
      ['Declined', ''],
      ['Cancelled', ''],
      ['Withdrawn', ''],
    ]);
  });

  it('an accepted order says what to do next: contact the seller at the e-mail the booking names', async () => {
    stubApi(({ path }) => (path === '/mybooking' ? page([booking({ _id: 'b-accepted', status: 'accepted' }), booking({ _id: 'b-requested', productName: 'Kirloskar TV1' })]) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await screen.findByText('Kirloskar TV1');
    const access = within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getAllByRole('cell')[4] as HTMLElement;
    expect(access).toHaveTextContent('The seller accepted: contact them at seller@machinery.test to arrange payment and collection.');
    expect(within(access).getByRole('link', { name: 'seller@machinery.test' })).toHaveAttribute('href', 'mailto:seller@machinery.test');
    expect(paletteOf(within(access).getByText('Accepted'))).toBe('green');
    // A request still waiting has no next step yet.
    expect(within(rowOf('Kirloskar TV1')).getAllByRole('cell')[4]).toHaveTextContent(/^Requested$/);
    // The deal can still be called off (docs/deals.md), after its own confirmation.
    expect(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' })).toBeInTheDocument();
  });

  it('cancelling a request asks first; “Keep it” sends nothing, “Cancel the request” cancels it with the API’s message', async () => {
    const { calls } = stubOrders([booking({ _id: 'booking-1' })]);
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel your request for 4HP Water Cooled Diesel Engine (R170A)?' });
    expect(dialog).toHaveTextContent('The seller is told you no longer want this machine. You can book it again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter(isStatusChange)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));

    expect(await screen.findByText('The request for 4HP Water Cooled Diesel Engine (R170A) is cancelled.')).toBeInTheDocument();
    expect(calls.filter(isStatusChange)).toEqual([expect.objectContaining({ path: '/bookings/booking-1/status', body: { status: 'cancelled' } })]);
    await waitFor(() => expect(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getAllByRole('cell')[4]).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: /^Cancel the order/ })).not.toBeInTheDocument();
  });

  it('cancelling an accepted deal says the machine goes back on sale', async () => {
    const { calls } = stubOrders([booking({ _id: 'booking-1', status: 'accepted' })]);
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the deal for 4HP Water Cooled Diesel Engine (R170A)?' });
    expect(dialog).toHaveTextContent('The machine is no longer yours: it goes back on sale, and the seller is told.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));

    expect(await screen.findByText('The request for 4HP Water Cooled Diesel Engine (R170A) is cancelled.')).toBeInTheDocument();
    expect(calls.filter(isStatusChange)).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getAllByRole('cell')[4]).toHaveTextContent('Cancelled'));
  });

  it('a refused cancellation shows the API’s message and the order as it now stands', async () => {
    await cancelTooLate('declined', 'Declined', 'This request is declined already: only an open request or deal can be cancelled.');
  });

  it('a cancellation that loses to the seller’s accept says the request is accepted now, and the row offers to cancel the deal', async () => {
    await cancelTooLate('accepted', 'Accepted', 'This request is accepted now: it changed before it could be cancelled.');

    await userEvent.click(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getByRole('button', { name: 'Cancel the order of 4HP Water Cooled Diesel Engine (R170A)' }));
    expect(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the deal' })).toBeInTheDocument();
  });

  it('a cancellation braked for too many changes says when to try again, and changes nothing', async () => {
    stubApi((call) => {
      if (call.path === '/mybooking') return page([booking({ _id: 'booking-1' })]);
      if (isStatusChange(call)) return refused(429, 'Too many requests. Please wait 42 s and try again.');
      return undefined;
    });
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await cancelOrder();

    expect(await screen.findByText('Too many requests. Please wait 42 s and try again.')).toBeInTheDocument();
    expect(within(rowOf('4HP Water Cooled Diesel Engine (R170A)')).getAllByRole('cell')[4]).toHaveTextContent('Requested');
  });

  it('loads the next page with "Load more" while the API has one', async () => {
    const { calls } = stubApi(({ path, query }) => {
      if (path !== '/mybooking') return undefined;
      return query.cursor === 'after-2' ? page([booking({ _id: 'booking-3', productName: 'Kirloskar TV1' })]) : page(bookings, 'after-2');
    });
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Kirloskar TV1')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getAllByRole('row')[3] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/mybooking', query: { email: buyer.email, cursor: 'after-2' } });
  });

  it('shows a new booking as soon as the booking modal revalidates the list', async () => {
    let booked = false;
    stubApi(({ path }) => (path === '/mybooking' ? page(booked ? bookings : bookings.slice(0, 1)) : undefined));
    function BookingMade() {
      const revalidate = useRevalidateMyBookings();
      return (
        <button type="button" onClick={() => void revalidate(buyer.email)}>
          Booking made
        </button>
      );
    }
    renderWithProviders(
      <>
        <MyOrdersPage />
        <BookingMade />
      </>,
      { user: buyer },
    );
    expect(await screen.findByText('4HP Water Cooled Diesel Engine (R170A)')).toBeInTheDocument();

    booked = true;
    await userEvent.click(screen.getByRole('button', { name: 'Booking made' }));

    expect(await screen.findByText('5.5HP OHV Petrol Engine (GX160)')).toBeInTheDocument();
  });

  it('says "No orders yet" when the buyer has booked nothing', async () => {
    stubApi(({ path }) => (path === '/mybooking' ? page([]) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while the orders load', async () => {
    stubApi(({ path }) => (path === '/mybooking' ? page(bookings) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(await screen.findByText('5.5HP OHV Petrol Engine (GX160)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal with a "Try again" that asks again', async () => {
    let attempts = 0;
    stubApi(({ path }) => {
      if (path !== '/mybooking') return undefined;
      attempts += 1;
      return attempts === 1 ? refused(503, 'The service is busy, try again shortly.') : page(bookings);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await tryAgainAfterLoadFailed('your orders', 'The service is busy, try again shortly.');

    expect(await screen.findByText('5.5HP OHV Petrol Engine (GX160)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

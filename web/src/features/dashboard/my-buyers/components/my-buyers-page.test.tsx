import type { Booking, BookingStatus } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { one } from '@/lib/answers';
import { useApiData } from '@/lib/swr';
import { testBooking } from '@/testing/bookings';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { paletteOf } from '@/testing/palette';
import { takeConfirmedStep } from '../../testing/confirm-step';
import { ok, page, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { MyBuyersPage } from './my-buyers-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller' });

const booking = testBooking({ _id: 'huG8GP38g4o5MNJAYKJ1_TanvirAhmed', productId: 'huG8GP38g4o5MNJAYKJ1', sellerEmail: seller.email });

/** Two buyers asked for the same machine. */
const tanvir = testBooking({ _id: 'engine-1_tanvir', productId: 'engine-1', buyerName: 'Tanvir Ahmed' });
const salma = testBooking({ _id: 'engine-1_salma', productId: 'engine-1', buyerName: 'Salma Khatun', buyerEmail: 'salma@machinery.test' });
const ACCEPTED = 'Accepted: 4HP Water Cooled Diesel Engine (R170A) is sold to this buyer; the other requests are declined.';

const isStatusChange = ({ method, path }: ApiCall) => method === 'PUT' && /^\/bookings\/[^/]+\/status$/.test(path);
const rowOf = (buyerName: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(buyerName)) as HTMLElement;
const accessOf = (buyerName: string) => within(rowOf(buyerName)).getAllByRole('cell')[4] as HTMLElement;

/**
 * A seller's bookings as the API keeps them: answering a request moves it (and accepting
 * declines the machine's other requests), and My Buyers reads them back. `answer` answers
 * whatever else the test is about first.
 */
function stubBookings(bookings: Booking[], answer?: (call: ApiCall) => Response | undefined) {
  const state = new Map(bookings.map((b) => [b._id, b]));
  return stubApi((call) => {
    const special = answer?.(call);
    if (special) return special;
    if (call.path === '/mybuyer') return page([...state.values()]);
    if (!isStatusChange(call)) return undefined;
    const id = decodeURIComponent(call.path.split('/')[2] ?? '');
    const status = (call.body as { status: BookingStatus }).status;
    const moved = { ...(state.get(id) as Booking), status };
    state.set(id, moved);
    if (status === 'accepted') for (const other of state.values()) if (other._id !== id && other.status === 'requested') state.set(other._id, { ...other, status: 'declined' });
    return ok(moved, {}, status === 'accepted' ? ACCEPTED : `The request for ${moved.productName} is declined.`);
  });
}

describe('My Buyers', () => {
  it('lists the bookings of the seller’s products with the Trx Id, price, the buyer’s contact and where each stands', async () => {
    const { calls } = stubApi(({ path }) => (path === '/mybuyer' ? page([booking]) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });

    const table = await screen.findByRole('table', { name: 'Bookings of your products' });
    expect(columnHeaders(table)).toEqual(['No', 'Product Name', 'Info & Price', 'Seller Info', 'Access', 'Delete']);
    const [no, product, infoAndPrice, sellerInfo, access] = (await within(table).findAllByRole('cell')) as HTMLElement[];
    expect(no).toHaveTextContent('1');
    expect(product).toHaveTextContent('4HP Water Cooled Diesel Engine (R170A)');
    expect(infoAndPrice).toHaveTextContent('Trx Id: huG8GP38g4o5MNJAYKJ1_TanvirAhmed');
    expect(infoAndPrice).toHaveTextContent('Price: $185');
    for (const detail of ['buyer@machinery.test', '01711000000', 'Rajshahi']) {
      expect(within(sellerInfo as HTMLElement).getByText(detail)).toBeInTheDocument();
    }
    expect(within(access as HTMLElement).getByText('Requested')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/mybuyer', query: { email: seller.email } });
  });

  it('shows each booking’s status, and offers Accept and Decline only for a request waiting for an answer', async () => {
    const statuses: BookingStatus[] = ['requested', 'accepted', 'declined', 'cancelled', 'withdrawn'];
    const bookings = statuses.map((status) => testBooking({ _id: `b-${status}`, buyerName: `Buyer ${status}`, status }));
    stubApi(({ path }) => (path === '/mybuyer' ? page(bookings) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });
    await screen.findByText('Buyer withdrawn');

    const shown = statuses.map((status) => accessOf(`Buyer ${status}`).textContent);
    expect(shown).toEqual(['RequestedAcceptDecline', 'Accepted', 'Declined', 'Cancelled', 'Withdrawn']);
    expect(within(rowOf('Buyer requested')).getByRole('button', { name: 'Accept the request of Buyer requested for 4HP Water Cooled Diesel Engine (R170A)' })).toBeEnabled();
    expect(within(rowOf('Buyer requested')).getByRole('button', { name: 'Decline the request of Buyer requested for 4HP Water Cooled Diesel Engine (R170A)' })).toBeEnabled();
  });

  it('Accept asks first, saying the other requests will be declined; “Cancel” there sends nothing', async () => {
    const { calls } = stubBookings([tanvir, salma]);
    renderWithProviders(<MyBuyersPage />, { user: seller });

    await userEvent.click(await screen.findByRole('button', { name: /^Accept the request of Salma Khatun/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the request of Salma Khatun?' });
    expect(dialog).toHaveTextContent('4HP Water Cooled Diesel Engine (R170A) is sold to Salma Khatun');
    expect(dialog).toHaveTextContent('The other requests for this machine will be declined.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter(isStatusChange)).toEqual([]);
    expect(accessOf('Salma Khatun')).toHaveTextContent('Requested');
  });

  it('accepting sells the machine: the API’s message shows, the list shows the deal and the other request declined, and the machine’s page is asked again', async () => {
    const machine = '/product/engine-1';
    const { calls } = stubBookings([tanvir, salma], ({ path }) => (path === machine ? ok(testProduct({ _id: 'engine-1' })) : undefined));
    const machineReads = () => calls.filter(({ path }) => path === machine).length;
    /** The machine's page, open in this browser. */
    function MachinePage() {
      useApiData([machine], one('productSchema'));
      return null;
    }
    renderWithProviders(
      <>
        <MyBuyersPage />
        <MachinePage />
      </>,
      { user: seller },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Accept the request of Salma Khatun/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(machineReads()).toBe(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(calls.filter(isStatusChange)).toEqual([expect.objectContaining({ path: '/bookings/engine-1_salma/status', body: { status: 'accepted' } })]);
    await waitFor(() => expect(accessOf('Salma Khatun')).toHaveTextContent('Accepted'));
    expect(accessOf('Tanvir Ahmed')).toHaveTextContent('Declined');
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    await waitFor(() => expect(machineReads()).toBe(2));
  });

  it('when another request was accepted first, shows the API’s refusal and the list as it now stands', async () => {
    let acceptedElsewhere = false;
    const { calls } = stubApi((call) => {
      if (call.path === '/mybuyer') return page(acceptedElsewhere ? [{ ...tanvir, status: 'accepted' }, { ...salma, status: 'declined' }] : [tanvir, salma]);
      if (!isStatusChange(call)) return undefined;
      return refused(409, 'This machine is already sold: another request was accepted first.');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<MyBuyersPage />, { user: seller });
    await userEvent.click(await screen.findByRole('button', { name: /^Accept the request of Salma Khatun/ }));
    const dialog = await screen.findByRole('alertdialog');

    acceptedElsewhere = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('This machine is already sold: another request was accepted first.')).toBeInTheDocument();
    await waitFor(() => expect(accessOf('Salma Khatun')).toHaveTextContent('Declined'));
    expect(accessOf('Tanvir Ahmed')).toHaveTextContent('Accepted');
    expect(calls.filter(isStatusChange)).toHaveLength(1);
  });

  it('Decline asks first, like Accept; “Cancel” there sends nothing, “Decline” answers with the API’s message and the row shows Declined', async () => {
    const { calls } = stubBookings([tanvir, salma]);
    renderWithProviders(<MyBuyersPage />, { user: seller });

    await userEvent.click(await screen.findByRole('button', { name: /^Decline the request of Tanvir Ahmed/ }));
    const asking = await screen.findByRole('alertdialog', { name: 'Decline the request of Tanvir Ahmed?' });
    expect(asking).toHaveTextContent('Tanvir Ahmed is told you declined their request for 4HP Water Cooled Diesel Engine (R170A).');
    await userEvent.click(within(asking).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(asking).not.toBeInTheDocument());
    expect(calls.filter(isStatusChange)).toEqual([]);
    expect(accessOf('Tanvir Ahmed')).toHaveTextContent('RequestedAcceptDecline');

    await takeConfirmedStep(calls, {
      button: 'Decline the request of Tanvir Ahmed for 4HP Water Cooled Diesel Engine (R170A)',
      dialog: 'Decline the request of Tanvir Ahmed?',
      says: 'The machine stays on sale, and they may ask for it again.',
      confirm: 'Decline',
      method: 'PUT',
    });

    expect(await screen.findByText('The request for 4HP Water Cooled Diesel Engine (R170A) is declined.')).toBeInTheDocument();
    expect(calls.filter(isStatusChange)).toEqual([expect.objectContaining({ path: '/bookings/engine-1_tanvir/status', body: { status: 'declined' } })]);
    await waitFor(() => expect(accessOf('Tanvir Ahmed')).toHaveTextContent('Declined'));
    expect(accessOf('Salma Khatun')).toHaveTextContent('RequestedAcceptDecline');
    // The answered row lost its buttons: focus waits on the table, not lost on the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bookings of your products' })).toHaveFocus());
  });

  it('each status badge has its own palette, and every cell is named by its column for a phone’s stacked rows', async () => {
    const statuses: BookingStatus[] = ['requested', 'accepted', 'declined'];
    stubApi(({ path }) => (path === '/mybuyer' ? page(statuses.map((status) => testBooking({ _id: `b-${status}`, buyerName: `Buyer ${status}`, status }))) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });
    await screen.findByText('Buyer declined');

    const palettes = ['Requested', 'Accepted', 'Declined'].map((word) => paletteOf(screen.getByText(word)));
    expect(palettes).toEqual(['blue', 'green', 'red']);
    const labels = within(rowOf('Buyer requested')).getAllByRole('cell').map((cell) => cell.dataset.label);
    expect(labels).toEqual(['No', 'Product Name', 'Info & Price', 'Seller Info', 'Access', 'Delete']);
  });

  it('Delete says the feature is not complete', async () => {
    stubApi(({ path }) => (path === '/mybuyer' ? page([booking]) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });

    await userEvent.click(await screen.findByRole('button', { name: /^Delete the booking of 4HP/ }));

    expect(await screen.findByText('This feature is not complete due to time..Cumming Soon.')).toBeInTheDocument();
  });

  it('says "No buyers yet" when nobody has booked the seller’s machines', async () => {
    stubApi(({ path }) => (path === '/mybuyer' ? page([]) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });

    expect(await screen.findByText('No buyers yet')).toBeInTheDocument();
  });
});

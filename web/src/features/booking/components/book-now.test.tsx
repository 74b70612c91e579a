import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { useMyBookings } from '@/features/dashboard/my-orders/api/get-my-bookings';
import { testBooking } from '@/testing/bookings';
import { jsonResponse } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { BookNow } from './book-now';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const engine = testProduct({ _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', resalePrice: 185 });
const booked = (message = 'Dear Tanvir Ahmed, Your Successfully Booked.') => jsonResponse({ success: true, message, data: testBooking({ productId: engine._id }) }, 201);

/** Whether a call is the dialog's look through the buyer's own bookings for an earlier request. */
const isEarlierRequestCheck = (url: string) => url.startsWith('/api/mybooking?') && url.includes('limit=50');

/**
 * Replaces fetch: the dialog's check for an earlier request finds `earlier` (pages of the buyer's
 * bookings, in turn: none by default); every other call gets the next of `answers`, in order.
 */
function stubBookingApi({ earlier = [[]], answers = [] }: { earlier?: Booking[][]; answers?: Response[] }) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (isEarlierRequestCheck(url)) {
      const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
      const index = cursor ? Number(cursor) : 0;
      const next = index + 1 < earlier.length ? String(index + 1) : null;
      return jsonResponse({ success: true, message: 'bookings', data: earlier[index] ?? [], next });
    }
    return queue.shift() ?? jsonResponse({ success: false, message: `The test did not expect ${url}`, data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** No earlier request for the machine; the other calls get `answers` in turn. */
const stubFetch = (...answers: Response[]) => stubBookingApi({ answers });

/** The calls other than the dialog's check for an earlier request. */
const otherCalls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([url]) => !isEarlierRequestCheck(String(url)));

/** The dashboard's My Orders list, without its table: it reads the list a booking revalidates. */
function MyOrdersProbe() {
  useMyBookings(buyer.email);
  return null;
}

async function openBooking(productName = engine.productName) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Book now' }));
  const dialog = await screen.findByRole('dialog', { name: productName });
  // The form's code arrives when a booking is first opened.
  await within(dialog).findByRole('button', { name: 'Submit' });
  return { user, dialog: within(dialog), dialogElement: dialog };
}

function bookingRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/bookings');
  return call ? { init: call[1], body: JSON.parse(String(call[1]?.body)) } : null;
}

describe('the booking modal', () => {
  it('shows the product name, "Price: $" and the resale price, and the buyer’s name and e-mail as text', async () => {
    stubFetch();
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { dialog } = await openBooking();
    expect(dialog.getByText('Price: $185')).toBeInTheDocument();
    // Shown as labelled text: name and e-mail, not fields.
    expect(dialog.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Email']);
    expect(dialog.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Tanvir Ahmed', 'buyer@machinery.test']);
    expect(dialog.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('inputmode', 'numeric');
    expect(dialog.getByRole('textbox', { name: /Location Pls/ })).toBeInTheDocument();
  });

  it('asks for a numeric phone number and a location before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { user, dialog } = await openBooking();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByText('Phone Number must be 6 to 15 digits')).toBeInTheDocument();
    expect(dialog.getByText('Location must be at least 2 characters')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /Phone Number/ }), '01811-ABC');
    await user.type(dialog.getByRole('textbox', { name: /Location Pls/ }), 'Rajshahi');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByText('Phone Number must be 6 to 15 digits')).toBeInTheDocument();
    expect(dialog.queryByText('Location must be at least 2 characters')).not.toBeInTheDocument();
    expect(otherCalls(fetchMock)).toEqual([]);
  });

  it('books the product: posts its id with the phone and location, shows the server message, closes and refreshes My Orders', async () => {
    const myOrders = () => jsonResponse({ success: true, message: '0 bookings.', data: [], next: null });
    const fetchMock = stubFetch(myOrders(), booked(), myOrders());
    renderWithProviders(
      <>
        <MyOrdersProbe />
        <BookNow product={engine} />
      </>,
      { user: buyer },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const { user, dialog, dialogElement } = await openBooking();
    await user.type(dialog.getByRole('textbox', { name: /Phone Number/ }), '01811223344');
    await user.type(dialog.getByRole('textbox', { name: /Location Pls/ }), 'Rajshahi');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Dear Tanvir Ahmed, Your Successfully Booked.')).toBeInTheDocument();
    const request = bookingRequest(fetchMock);
    expect(request?.init?.method).toBe('POST');
    expect(request?.body).toEqual({ productId: 'huG8GP38g4o5MNJAYKJ1', buyerNumber: '01811223344', buyerLocation: 'Rajshahi' });

    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveFocus();
    await waitFor(() => expect(otherCalls(fetchMock).filter(([url]) => String(url).startsWith('/api/mybooking'))).toHaveLength(2));
    expect(otherCalls(fetchMock).at(-1)).toEqual(['/api/mybooking?email=buyer%40machinery.test', expect.objectContaining({ method: 'GET' })]);
  });

  it('while the booking is sent, Submit says "Booking…" and takes no second press', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async (input) =>
      isEarlierRequestCheck(String(input)) ? jsonResponse({ success: true, message: 'bookings', data: [], next: null }) : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { user, dialog } = await openBooking();
    await user.type(dialog.getByRole('textbox', { name: /Phone Number/ }), '01811223344');
    await user.type(dialog.getByRole('textbox', { name: /Location Pls/ }), 'Rajshahi');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    const busy = await dialog.findByRole('button', { name: 'Booking…' });
    expect(busy).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    answer(booked());
    expect(await screen.findByText('Dear Tanvir Ahmed, Your Successfully Booked.')).toBeInTheDocument();
    expect(otherCalls(fetchMock).filter(([url]) => url === '/api/bookings')).toHaveLength(1);
  });

  it('keeps the modal open and shows the server message when the booking is refused', async () => {
    stubFetch(jsonResponse({ success: false, message: 'You have already booked this product.', data: null }, 409));
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { user, dialog, dialogElement } = await openBooking();
    await user.type(dialog.getByRole('textbox', { name: /Phone Number/ }), '01811223344');
    await user.type(dialog.getByRole('textbox', { name: /Location Pls/ }), 'Rajshahi');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('You have already booked this product.')).toBeInTheDocument();
    expect(dialogElement).toBeInTheDocument();
  });

  it('opens on the first press of "Book now" and gives focus back to that button when cancelled', async () => {
    stubFetch();
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { user, dialog, dialogElement } = await openBooking();
    expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book now' })).toHaveFocus());
  });

  it('each card books its own product', async () => {
    const fetchMock = stubFetch(booked());
    const other = testProduct({ _id: 'UXXFWXLCpaNfhs0gCa05', productName: '5.5HP OHV Petrol Engine (GX160)', resalePrice: 215 });
    renderWithProviders(
      <>
        <BookNow product={engine} />
        <BookNow product={other} />
      </>,
      { user: buyer },
    );

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Book now' })[1] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: '5.5HP OHV Petrol Engine (GX160)' }));
    expect(dialog.getByText('Price: $215')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Phone Number/ }), '01811223344');
    await user.type(dialog.getByRole('textbox', { name: /Location Pls/ }), 'Natore');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Dear Tanvir Ahmed, Your Successfully Booked.');
    expect(bookingRequest(fetchMock)?.body.productId).toBe('UXXFWXLCpaNfhs0gCa05');
  });

  it('puts the focus on Phone Number, the first field the buyer fills in, and the buyer’s name and e-mail are no tab stops', async () => {
    stubFetch();
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { dialog, dialogElement } = await openBooking();
    const phone = dialog.getByRole('textbox', { name: /Phone Number/ });
    await waitFor(() => expect(phone).toHaveFocus());
    // Only the fields to fill in are fields; nothing read-only to tab through.
    expect(dialog.getAllByRole('textbox')).toEqual([phone, dialog.getByRole('textbox', { name: /Location Pls/ })]);
    expect(dialogElement.querySelector('[readonly]')).toBeNull();

    // It stays there once the dialog has settled (its own first focus does not take it back).
    await new Promise((settle) => setTimeout(settle, 100));
    expect(phone).toHaveFocus();

    // The tab stops, in order (jsdom cannot run the dialog's focus trap on Tab: no layout).
    const tabStops = [...dialogElement.querySelectorAll<HTMLElement>('input, button, a[href], textarea, select, [tabindex]')].filter((element) => element.tabIndex >= 0);
    expect(tabStops.map((element) => element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent)).toEqual([
      'buyerNumber',
      'buyerLocation',
      'Cancel',
      'Submit',
      'Close',
    ]);
  });

  it('tells a buyer who already asked for the machine where the request stands, before any form', async () => {
    const fetchMock = stubBookingApi({ earlier: [[testBooking({ productId: 'another-machine' })], [testBooking({ productId: engine._id, status: 'requested' })]] });
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = within(await screen.findByRole('dialog', { name: engine.productName }));

    const said = await dialog.findByRole('status');
    expect(said).toHaveTextContent('You already asked for this machine');
    expect(said).toHaveTextContent('Requested');
    expect(said).toHaveTextContent('Your request is waiting for the seller.');
    expect(dialog.getByRole('link', { name: 'See My Orders' })).toHaveAttribute('href', '/dashboard');
    // No form to fill in for nothing.
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // Its own bookings, a page at a time, until the request was found.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/mybooking?email=buyer%40machinery.test&limit=50',
      '/api/mybooking?email=buyer%40machinery.test&limit=50&cursor=1',
    ]);

    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the form again when the earlier request has ended (declined, cancelled, withdrawn)', async () => {
    stubBookingApi({ earlier: [[testBooking({ productId: engine._id, status: 'declined' })]] });
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { dialog } = await openBooking();
    expect(dialog.getByRole('textbox', { name: /Phone Number/ })).toBeInTheDocument();
    expect(dialog.queryByText('You already asked for this machine')).not.toBeInTheDocument();
  });

  it('shows the form when the earlier requests cannot be read: the API still refuses a second request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: false, message: 'Server error', data: null }, 500)));
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { dialog } = await openBooking();
    expect(dialog.getByRole('textbox', { name: /Phone Number/ })).toBeInTheDocument();
  });
});

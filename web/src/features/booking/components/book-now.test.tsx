import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMyBookings } from '@/features/dashboard/my-orders/api/get-my-bookings';
import { testBooking } from '@/testing/bookings';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { BookNow } from './book-now';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const engine = testProduct({ _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', resalePrice: 185 });
const booked = (message = 'Dear Tanvir Ahmed, Your Successfully Booked.') => jsonResponse({ success: true, message, data: testBooking({ productId: engine._id }) }, 201);

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
  it('shows the product name, "Price: $" and the resale price, and the buyer read-only', async () => {
    stubFetch();
    renderWithProviders(<BookNow product={engine} />, { user: buyer });

    const { dialog } = await openBooking();
    expect(dialog.getByText('Price: $185')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveValue('Tanvir Ahmed');
    expect(dialog.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Email')).toHaveValue('buyer@machinery.test');
    expect(dialog.getByLabelText('Email')).toHaveAttribute('readonly');
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
    expect(fetchMock).not.toHaveBeenCalled();
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
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/mybooking'))).toHaveLength(2));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/mybooking?email=buyer%40machinery.test', expect.objectContaining({ method: 'GET' }));
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
});

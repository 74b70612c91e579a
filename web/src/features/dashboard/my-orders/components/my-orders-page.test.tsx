import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRevalidateMyBookings } from '@/features/booking/api/my-bookings-key';
import { testBooking as booking } from '@/testing/bookings';
import { renderWithProviders, testUser } from '@/testing/render';
import { page, refused, stubApi } from '../../testing/stub-api';
import { MyOrdersPage } from './my-orders-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();

const bookings = [
  booking({ _id: 'booking-1' }),
  booking({ _id: 'booking-2', productName: '5.5HP OHV Petrol Engine (GX160)', sellerEmail: 'seller2@machinery.test', resalePrice: 1250 }),
];

describe('My Orders', () => {
  it('lists the buyer’s bookings under No, Product Name, Info, Price, Access and Delete, with each seller’s e-mail', async () => {
    const { calls } = stubApi(({ path }) => (path === '/mybooking' ? page(bookings) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No', 'Product Name', 'Info', 'Price', 'Access', 'Delete']);

    // The header row is there at once; the bookings' rows come with the answer.
    await within(table).findByText('5.5HP OHV Petrol Engine (GX160)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2', '5.5HP OHV Petrol Engine (GX160)', 'Sellerseller2@machinery.test', '$1,250', 'Upcoming', 'Delete']);
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
    expect(cells).toEqual(['1', '4HP Water Cooled Diesel Engine (R170A)', 'SellerNo longer on the marketplace', '$185', 'Withdrawn', 'Delete']);
  });

  it('Delete says the feature is not complete', async () => {
    stubApi(({ path }) => (path === '/mybooking' ? page(bookings) : undefined));
    renderWithProviders(<MyOrdersPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete the order of 4HP Water Cooled Diesel Engine (R170A)' }));

    expect(await screen.findByText('This feature is not complete due to time..Cumming Soon.')).toBeInTheDocument();
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

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your orders.');
    expect(alert).toHaveTextContent('The service is busy, try again shortly.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('5.5HP OHV Petrol Engine (GX160)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

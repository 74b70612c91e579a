import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/bookings';
import { renderWithProviders, testUser } from '@/testing/render';
import { page, stubApi } from '../../testing/stub-api';
import { MyBuyersPage } from './my-buyers-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller' });

const booking = testBooking({ _id: 'huG8GP38g4o5MNJAYKJ1_TanvirAhmed', productId: 'huG8GP38g4o5MNJAYKJ1', sellerEmail: seller.email });

describe('My Buyers', () => {
  it('lists the bookings of the seller’s products with the Trx Id, price and the buyer’s contact', async () => {
    const { calls } = stubApi(({ path }) => (path === '/mybuyer' ? page([booking]) : undefined));
    renderWithProviders(<MyBuyersPage />, { user: seller });

    const table = await screen.findByRole('table', { name: 'Bookings of your products' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Product Name',
      'Info & Price',
      'Seller Info',
      'Access',
      'Delete',
    ]);
    const [no, product, infoAndPrice, sellerInfo, access] = (await within(table).findAllByRole('cell')) as HTMLElement[];
    expect(no).toHaveTextContent('1');
    expect(product).toHaveTextContent('4HP Water Cooled Diesel Engine (R170A)');
    expect(infoAndPrice).toHaveTextContent('Trx Id: huG8GP38g4o5MNJAYKJ1_TanvirAhmed');
    expect(infoAndPrice).toHaveTextContent('Price: $185');
    for (const detail of ['buyer@machinery.test', '01711000000', 'Rajshahi']) {
      expect(within(sellerInfo as HTMLElement).getByText(detail)).toBeInTheDocument();
    }
    expect(access).toHaveTextContent('Upcoming');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/mybuyer', query: { email: seller.email } });
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

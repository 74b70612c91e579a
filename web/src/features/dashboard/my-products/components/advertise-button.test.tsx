import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { stubApi } from '../../testing/stub-api';
import { AdvertiseButton } from './advertise-button';

const seller = testUser({ role: 'seller', email: 'seller@machinery.test' });

function renderAdvertise(product: ReturnType<typeof testProduct>) {
  const api = stubApi(() => undefined);
  renderWithProviders(<AdvertiseButton product={product} onAdvertised={vi.fn()} />, { user: seller });
  return api;
}

describe('Advertise', () => {
  it('is not offered on a sold machine, and asks the API nothing', () => {
    const { calls } = renderAdvertise(testProduct({ productName: 'Honda GX160 Water Pump', sold: true }));

    expect(screen.queryByRole('button', { name: /^Advertise/ })).not.toBeInTheDocument();
    expect(screen.getByText('Sold: no ads')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('names each plan’s price in the app’s currency beside the spec’s label', async () => {
    renderAdvertise(testProduct({ productName: 'Kirloskar TV1 Diesel Engine' }));
    // A plain button until pressed: a table of them sets up no menu with its rows.
    expect(document.querySelector('[data-scope="menu"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Advertise Kirloskar TV1 Diesel Engine' })).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.click(screen.getByRole('button', { name: 'Advertise Kirloskar TV1 Diesel Engine' }));

    const homePage = await screen.findByRole('menuitem', { name: 'HomePage adds cos.5/1d' });
    const superAdd = screen.getByRole('menuitem', { name: 'Super Add 15/month' });
    // The same dollars as every price of the app (lib/format.ts), read after the plan's name.
    expect(within(homePage).getByText('$5 a day')).toBeVisible();
    expect(homePage).toHaveAccessibleDescription('$5 a day');
    expect(within(superAdd).getByText('$15 a month')).toBeVisible();
    expect(superAdd).toHaveAccessibleDescription('$15 a month');

    // Closing keeps the menu library's page-wide layer stack clean for the next test.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

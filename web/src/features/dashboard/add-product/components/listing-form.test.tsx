import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/testing/render';
import { stubApi } from '../../testing/stub-api';
import { emptyForm } from '../product-form';
import { ListingForm } from './listing-form';

// The API is not running in a component test: fetch is stubbed (the price guide asks nothing here).

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });

describe('a listing’s form', () => {
  it('draws the machine’s fields first, then the sale’s and the button in a commit of their own', async () => {
    stubApi(() => undefined);
    const committed: string[] = [];
    const legends = () => [...document.querySelectorAll('legend')].map((legend) => legend.textContent).join(' / ');
    renderWithProviders(
      <Profiler id="form" onRender={() => committed.push(legends())}>
        <ListingForm name="Add Product" submitLabel="Add Product" busyLabel="Adding…" defaultValues={emptyForm} progress={{}} onSubmit={vi.fn()} />
      </Profiler>,
      { user: seller },
    );
    await screen.findByRole('button', { name: 'Add Product' });
    expect([...new Set(committed)]).toEqual(['The machine', 'The machine / The sale']);
    expect(screen.getByRole('textbox', { name: /^Product name/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Resale price/ })).toBeInTheDocument();
  });
});

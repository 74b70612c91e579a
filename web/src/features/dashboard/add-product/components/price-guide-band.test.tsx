import type { PriceGuide } from '@contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testPriceGuide } from '@/testing/insights';
import { renderWithProviders, testUser } from '@/testing/render';
import { ok, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { emptyForm } from '../product-form';
import { ListingForm } from './listing-form';
import { PRICE_GUIDE_DELAY_MS } from './price-guide-band';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });

const enough: PriceGuide = testPriceGuide({ comparable: 5, enough: true, asking: { low: 400, median: 600, high: 800 }, sold: 0, soldMedian: null });

async function renderForm(answer: (call: ApiCall) => Response | undefined) {
  const api = stubApi(answer);
  renderWithProviders(<ListingForm name="Add Product" submitLabel="Add Product" busyLabel="Adding…" defaultValues={emptyForm} progress={{}} onSubmit={vi.fn()} />, { user: seller });
  // The sale's fields, the price among them, come in the form's second turn.
  await screen.findByRole('button', { name: 'Add Product' });
  return api;
}

const guideCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/insights/price-guide');
const type = (name: string, value: string) => fireEvent.change(screen.getByRole(name === 'Manufacturing year' ? 'spinbutton' : 'textbox', { name, hidden: true }), { target: { value } });
const band = () => screen.getByText((_, element) => element?.hasAttribute('data-price-guide') ?? false);
const pause = () => new Promise((resolve) => setTimeout(resolve, PRICE_GUIDE_DELAY_MS + 200));

describe('the price guide under the price', () => {
  it('asks nothing until size, fuel and year make a question, then asks once, after the fields settle', async () => {
    const { calls } = await renderForm(({ path }) => (path === '/insights/price-guide' ? ok(enough) : undefined));

    type('Machine size', '32');
    type('Fuel type', 'diesel');
    await pause();
    expect(guideCalls(calls)).toHaveLength(0);

    // The year typed digit by digit: only what it settles on is asked.
    type('Manufacturing year', '201');
    type('Manufacturing year', '2018');
    type('Manufacturing year', '2019');
    expect(guideCalls(calls)).toHaveLength(0);
    await waitFor(() => expect(guideCalls(calls)).toHaveLength(1));
    await pause();
    expect(guideCalls(calls)).toEqual([expect.objectContaining({ method: 'GET', query: { categorySize: '32', fuel: 'diesel', year: '2019' } })]);
  });

  it('asks about the make too once the company is filled, and stops asking when a field no longer fits', async () => {
    const { calls } = await renderForm(({ path }) => (path === '/insights/price-guide' ? ok(enough) : undefined));

    type('Company / model', ' Lister Petter ');
    type('Machine size', '32');
    type('Fuel type', 'diesel');
    type('Manufacturing year', '2019');
    await waitFor(() => expect(guideCalls(calls)).toHaveLength(1));
    expect(guideCalls(calls)[0]?.query).toEqual({ categorySize: '32', fuel: 'diesel', make: 'Lister Petter', year: '2019' });
    await waitFor(() => expect(band()).toHaveTextContent('Similar machines ask'));

    type('Machine size', 'thirty-two');
    expect(band()).toBeEmptyDOMElement();
    await pause();
    expect(guideCalls(calls)).toHaveLength(1);
  });

  it('says what similar machines ask, in a polite live region', async () => {
    await renderForm(({ path }) => (path === '/insights/price-guide' ? ok(enough) : undefined));

    type('Machine size', '32');
    type('Fuel type', 'diesel');
    type('Manufacturing year', '2019');

    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent(/^Similar machines ask \$400–\$800 \(median \$600, 5 listings\)$/));
  });

  it('adds what sold ones went for when the guide knows', async () => {
    await renderForm(({ path }) => (path === '/insights/price-guide' ? ok({ ...enough, comparable: 12, sold: 6, soldMedian: 1250.5, asking: { low: 1000, median: 1200, high: 1500 } }) : undefined));

    type('Machine size', '40');
    type('Fuel type', 'petrol');
    type('Manufacturing year', '2015');

    await waitFor(() => expect(band()).toHaveTextContent('Similar machines ask $1,000–$1,500 (median $1,200, 12 listings); sold ones went for $1,250.5'));
  });

  it('says so when there are too few similar machines', async () => {
    await renderForm(({ path }) => (path === '/insights/price-guide' ? ok(testPriceGuide()) : undefined));

    type('Machine size', '32');
    type('Fuel type', 'diesel');
    type('Manufacturing year', '2019');

    await waitFor(() => expect(band()).toHaveTextContent('Not enough similar machines for a price guide yet.'));
  });

  it('a guide that cannot be had leaves the band empty and the form as it is', async () => {
    const { calls } = await renderForm(({ path }) => (path === '/insights/price-guide' ? refused(404, 'Not found.') : undefined));

    type('Machine size', '32');
    type('Fuel type', 'diesel');
    type('Manufacturing year', '2019');
    await waitFor(() => expect(guideCalls(calls)).toHaveLength(1));
    await pause();

    expect(band()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });
});

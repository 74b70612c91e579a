import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/dashboard/testing/stub-api';
import { testMessage } from '@/testing/conversations';
import { testProduct } from '@/testing/products';
import { renderRoutes, renderWithProviders, testUser } from '@/testing/render';
import { ListingActionsMenu } from './listing-actions-menu';
import { ReportMessageButton } from './report-message-button';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const engine = testProduct({ _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', sellerUid: undefined });
const question = testMessage({ _id: 'msg7', from: 'seller', mine: false, authorName: 'Rahim Uddin', text: 'Pay me first by wire.' });

const receipt = (kind: 'listing' | 'message', targetId: string) => ({ _id: 'report-1', kind, targetId, reason: 'spam', status: 'open', reportedAt: '2026-09-01T10:00:00.000Z' });

function stubReports(answer: () => Response) {
  return stubApi(({ method, path }) => (method === 'POST' && path === '/reports' ? answer() : undefined));
}

/** Chooses "Report this listing" once the menu, set up by the first press, has opened with the focus in it. */
async function chooseReport(user: ReturnType<typeof userEvent.setup>) {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await user.click(within(menu).getByRole('menuitem', { name: 'Report this listing' }));
}

/** Opens the listing's report dialog through the product page's "More actions" menu. */
async function openListingReport() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await chooseReport(user);
  const dialog = await screen.findByRole('dialog', { name: `Report ${engine.productName}` });
  return { user, dialog: within(dialog) };
}

describe('the report dialog', () => {
  it('offers the contract’s reasons, counts the note, sends the report and thanks the reporter', async () => {
    const { calls } = stubReports(() => ok(receipt('listing', engine._id), {}, 'Your report is with the admins.'));
    renderWithProviders(<ListingActionsMenu product={engine} />, { user: buyer });

    const { user, dialog } = await openListingReport();
    expect(dialog.getByRole('radiogroup', { name: 'Why do you report it?' })).toBeInTheDocument();
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Misleading or wrong details',
      'Prohibited or stolen goods',
      'Spam or a scam',
      'Abusive or offensive',
      'Something else',
    ]);
    await user.click(dialog.getByRole('radio', { name: 'Misleading or wrong details' }));
    const note = dialog.getByRole('textbox', { name: /Anything the admins should know/ });
    expect(dialog.getByText('0 / 500')).toBeInTheDocument();
    await user.type(note, '  The engine in the photos is a different model.  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you: an admin will look at your report.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/reports', body: { kind: 'listing', id: engine._id, reason: 'misleading', note: 'The engine in the photos is a different model.' } }),
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus());
  });

  it('asks for a reason before sending anything', async () => {
    const { calls } = stubReports(() => ok(receipt('listing', engine._id)));
    renderWithProviders(<ListingActionsMenu product={engine} />, { user: buyer });

    const { user, dialog } = await openListingReport();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText('Choose why you report it')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Spam or a scam' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a note over 500 characters with the contract’s message', async () => {
    const { calls } = stubReports(() => ok(receipt('listing', engine._id)));
    renderWithProviders(<ListingActionsMenu product={engine} />, { user: buyer });

    const { user, dialog } = await openListingReport();
    await user.click(dialog.getByRole('radio', { name: 'Something else' }));
    await user.click(dialog.getByRole('textbox', { name: /Anything the admins should know/ }));
    await user.paste('a'.repeat(501));
    expect(dialog.getByText('501 / 500')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText('A note has at most 500 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the API’s refusal in the dialog, which stays open', async () => {
    stubReports(() => refused(409, 'You reported this already: an admin will look at it.'));
    renderWithProviders(<ListingActionsMenu product={engine} />, { user: buyer });

    const { user, dialog } = await openListingReport();
    await user.click(dialog.getByRole('radio', { name: 'Spam or a scam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('You reported this already: an admin will look at it.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports a message of a conversation by its id, without a note when none was written', async () => {
    const { calls } = stubReports(() => ok(receipt('message', question._id), {}, 'Your report is with the admins.'));
    renderWithProviders(<ReportMessageButton message={question} />, { user: buyer });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this message from Rahim Uddin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a message from Rahim Uddin' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam or a scam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you: an admin will look at your report.')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ kind: 'message', id: 'msg7', reason: 'spam' }]);
  });

  it('works from the keyboard: the menu, the reasons with the arrow keys, and Escape back to the menu’s button', async () => {
    stubReports(() => ok(receipt('listing', engine._id)));
    renderWithProviders(<ListingActionsMenu product={engine} />, { user: buyer });
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The menu, set up by the first press, opens with the focus in it and its item highlighted.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(within(menu).getByRole('menuitem', { name: 'Report this listing' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: `Report ${engine.productName}` }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Misleading or wrong details' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('radio', { name: 'Prohibited or stolen goods' })).toBeChecked();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus());
  });

  it('is not offered on the seller’s own listing', () => {
    stubApi(() => undefined);
    renderWithProviders(<ListingActionsMenu product={testProduct({ sellerUid: 'uid-seller-1' })} />, { user: testUser({ uid: 'uid-seller-1', role: 'seller' }) });

    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('signed out, it leads to Sign In, which brings the visitor back', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/product/:id', element: <ListingActionsMenu product={engine} /> },
        { path: '/signin', element: <h1>Sign in page</h1> },
      ],
      { path: `/product/${engine._id}` },
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await chooseReport(user);

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: `/product/${engine._id}` } });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/dashboard/testing/stub-api';
import { testConversation, testMessage } from '@/testing/conversations';
import { testProduct } from '@/testing/products';
import { renderRoutes, renderWithProviders, testUser } from '@/testing/render';
import { AskSeller } from './ask-seller';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const engine = testProduct({ _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', sellerUid: undefined });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ask the seller' }));
  const dialog = await screen.findByRole('dialog', { name: `Ask about ${engine.productName}` });
  return { user, dialog: within(dialog) };
}

function stubAsk(answer: () => Response) {
  return stubApi(({ method, path }) => (method === 'POST' && path === `/products/${engine._id}/conversations` ? answer() : undefined));
}

describe('Ask the seller', () => {
  it('sends the question, says so with a way to the conversation, and closes', async () => {
    const conversation = testConversation({ _id: 'conv-1' });
    const { calls } = stubAsk(() => ok({ conversation, message: testMessage({ text: 'Does it start cold?' }) }, {}, 'Your question is sent.'));
    const { router } = renderWithProviders(<AskSeller product={engine} />, { user: buyer });

    const { user, dialog } = await openDialog();
    const text = dialog.getByRole('textbox', { name: /Your question/ });
    await waitFor(() => expect(text).toHaveFocus());
    expect(dialog.getByText('0 / 2,000')).toBeInTheDocument();
    await user.type(text, 'Does it start cold?');
    expect(dialog.getByText('19 / 2,000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your question is sent to the seller.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: `/products/${engine._id}/conversations`, body: { text: 'Does it start cold?' } })]);
    const link = screen.getByRole('link', { name: 'Open the conversation' });
    expect(link).toHaveAttribute('href', '/dashboard/messages/conv-1');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/dashboard/messages/conv-1');
  });

  it('an empty question shows the contract’s message and sends nothing', async () => {
    const { calls } = stubAsk(() => ok({}));
    renderWithProviders(<AskSeller product={engine} />, { user: buyer });

    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Your question/ }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText('Write a message first')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Your question/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('a question over 2,000 characters is refused with the contract’s message', async () => {
    const { calls } = stubAsk(() => ok({}));
    renderWithProviders(<AskSeller product={engine} />, { user: buyer });

    const { user, dialog } = await openDialog();
    const text = dialog.getByRole('textbox', { name: /Your question/ });
    await user.click(text);
    await user.paste('a'.repeat(2001));
    expect(dialog.getByText('2,001 / 2,000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText('A message has at most 2,000 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a refusal keeps the dialog open and shows the API’s reason', async () => {
    stubAsk(() => refused(429, 'Too many messages: wait a minute.'));
    renderWithProviders(<AskSeller product={engine} />, { user: buyer });

    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Your question/ }), 'Still for sale?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Too many messages: wait a minute.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered on the seller’s own machine', () => {
    stubApi(() => undefined);
    renderWithProviders(<AskSeller product={testProduct({ sellerUid: 'uid-seller-1' })} />, { user: testUser({ uid: 'uid-seller-1', role: 'seller' }) });

    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it('an admin may ask about another seller’s machine', () => {
    stubApi(() => undefined);
    renderWithProviders(<AskSeller product={testProduct({ sellerUid: 'uid-seller-1' })} />, { user: testUser({ uid: 'uid-admin-1', role: 'admin' }) });

    expect(screen.getByRole('button', { name: 'Ask the seller' })).toBeInTheDocument();
  });

  it('signed out, it leads to Sign In, which brings the visitor back', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/product/:id', element: <AskSeller product={engine} /> },
        { path: '/signin', element: <h1>Sign in page</h1> },
      ],
      { path: `/product/${engine._id}` },
    );

    const button = screen.getByRole('button', { name: 'Ask the seller' });
    expect(button).toHaveAccessibleDescription('Sign in to ask the seller');
    await userEvent.click(button);

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: `/product/${engine._id}` } });
  });
});

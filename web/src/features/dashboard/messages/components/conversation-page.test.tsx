import type { Message } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testConversation, testMessage } from '@/testing/conversations';
import { renderRoutes, testUser } from '@/testing/render';
import { ok, refused, stubApi } from '../../testing/stub-api';
import { ConversationPage } from './conversation-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const conversation = testConversation({ _id: 'c1', product: { _id: 'p1', productName: 'Kirloskar TV1', picture: '/seed/products/kirloskar-tv1.svg', resalePrice: 990, sold: true } });
const question = testMessage({ _id: 'm1', text: 'Does it start cold?\nSee https://example.test/engine' });
const answer = testMessage({ _id: 'm2', from: 'seller', mine: false, authorName: 'Rahim Uddin', text: 'Yes, at once.' });

/** The API keeps the conversation's messages: a reply adds one, reading answers the newest page. */
function stubConversation(messages: Message[], { earlier = [] as Message[], reply }: { earlier?: Message[]; reply?: () => Response } = {}) {
  const kept = [...messages];
  return stubApi(({ method, path, query, body }) => {
    if (path !== '/conversations/c1/messages') return undefined;
    if (method === 'POST') {
      if (reply) return reply();
      const message = testMessage({ _id: `m${kept.length + 10}`, text: (body as { text: string }).text });
      kept.push(message);
      return ok({ conversation, message }, {}, 'Your message is sent.');
    }
    if (query.cursor === 'earlier') return ok({ conversation, messages: earlier }, { next: null });
    return ok({ conversation, messages: kept }, { next: earlier.length ? 'earlier' : null });
  });
}

function openConversation() {
  return renderRoutes([{ path: '/dashboard/messages/:id', element: <ConversationPage /> }], { path: '/dashboard/messages/c1', user: buyer });
}

const messageTexts = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a conversation', () => {
  it('shows the machine at the top and the messages, oldest first, as text in a polite log', async () => {
    stubConversation([question, answer]);
    openConversation();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation about Kirloskar TV1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirloskar TV1' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('$990')).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('With Rahim Uddin, the seller')).toBeInTheDocument();

    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^You/);
    expect(theirs).toHaveTextContent(/^Rahim Uddin/);
    expect(getComputedStyle(mine as HTMLElement).justifyContent).toBe('flex-end');
    expect(getComputedStyle(theirs as HTMLElement).justifyContent).toBe('flex-start');
    // Lines kept, the address only text.
    const text = within(mine as HTMLElement).getByText(/Does it start cold\?/);
    expect(text.textContent).toBe('Does it start cold?\nSee https://example.test/engine');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a deleted account’s message says it was removed', async () => {
    stubConversation([testMessage({ _id: 'm3', from: 'seller', mine: false, authorName: 'deleted account', text: '' })]);
    openConversation();

    expect(await screen.findByText('This message was removed with its author’s account.')).toBeInTheDocument();
    expect(screen.getByText('deleted account')).toBeInTheDocument();
  });

  it('offers "Report" on the other party’s messages only, not on the user’s own nor on a deleted account’s', async () => {
    stubConversation([question, answer, testMessage({ _id: 'm3', from: 'seller', mine: false, authorName: 'deleted account', text: '' })]);
    openConversation();

    const log = await screen.findByRole('log', { name: 'Messages' });
    const [mine, theirs, removed] = within(log).getAllByRole('listitem');
    expect(within(mine as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(theirs as HTMLElement).getByRole('button', { name: 'Report this message from Rahim Uddin' })).toHaveTextContent('Report');
    expect(within(removed as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('"Show earlier messages" puts the earlier page before the others', async () => {
    const first = testMessage({ _id: 'm0', text: 'Hello', createdAt: '2026-08-01T00:00:00.000Z' });
    const { calls } = stubConversation([question, answer], { earlier: [first] });
    openConversation();

    await userEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }));

    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    expect(messageTexts()[0]).toContain('Hello');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ query: { cursor: 'earlier' } });
  });

  it('Enter sends the reply, which shows at once; Shift+Enter starts a new line', async () => {
    const { calls } = stubConversation([question, answer]);
    openConversation();

    const form = await screen.findByRole('form', { name: 'Reply' });
    const reply = within(form).getByRole('textbox', { name: /Your reply/ });
    await userEvent.type(reply, 'Thanks!{Shift>}{Enter}{/Shift}When can I see it?');
    expect(reply).toHaveValue('Thanks!\nWhen can I see it?');
    expect(within(form).getByText('26 / 2,000')).toBeInTheDocument();
    await userEvent.type(reply, '{Enter}');

    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    expect(messageTexts()[2]).toContain('Thanks!\nWhen can I see it?');
    expect(reply).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { text: 'Thanks!\nWhen can I see it?' } });
  });

  it('while the reply is sent, Send says "Sending…" and takes no second press', async () => {
    const { calls, fetchMock } = stubConversation([question]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answerNow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return answerNow(input, init);
    });
    openConversation();

    const form = await screen.findByRole('form', { name: 'Reply' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Your reply/ }), 'Is it still for sale?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    const busy = await within(form).findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('an empty reply shows the contract’s message and sends nothing', async () => {
    const { calls } = stubConversation([question]);
    openConversation();

    const form = await screen.findByRole('form', { name: 'Reply' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByText('Write a message first')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a closed conversation says why and takes no more replies', async () => {
    const closedReason = 'This machine sold more than a week ago: the conversation can be read, not answered.';
    stubConversation([question], { reply: () => refused(409, closedReason) });
    openConversation();

    const form = await screen.findByRole('form', { name: 'Reply' });
    const reply = within(form).getByRole('textbox', { name: /Your reply/ });
    await userEvent.type(reply, 'Still there?{Enter}');

    expect(await within(form).findByText(closedReason)).toBeInTheDocument();
    expect(reply).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says when the conversation cannot be read (another person’s, or gone)', async () => {
    stubApi(({ path }) => (path === '/conversations/c1/messages' ? refused(404, 'No such conversation.') : undefined));
    openConversation();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this conversation.');
    expect(alert).toHaveTextContent('No such conversation.');
    expect(screen.getByRole('link', { name: '← All messages' })).toHaveAttribute('href', '/dashboard/messages');
  });
});


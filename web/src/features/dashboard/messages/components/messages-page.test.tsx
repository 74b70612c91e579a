import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testConversation as conversation } from '@/testing/conversations';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { renderWithProviders, testUser } from '@/testing/render';
import { page, refused, stubApi } from '../../testing/stub-api';
import { MessagesPage } from './messages-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', role: 'seller', displayName: 'Rahim Uddin' });

const asked = conversation({
  _id: 'c1',
  side: 'seller',
  otherName: 'Tanvir Ahmed',
  unread: true,
  lastMessage: { text: 'Does it\nstart cold?', mine: false, at: new Date().toISOString() },
  lastActivityAt: new Date().toISOString(),
});
const answered = conversation({
  _id: 'c2',
  product: { _id: 'p2', productName: 'Kirloskar TV1', picture: '/seed/products/kirloskar-tv1.svg', resalePrice: 990, sold: true },
  side: 'buyer',
  otherName: 'deleted account',
  lastMessage: { text: 'Yes, at once.', mine: true, at: '2026-08-01T10:00:00.000Z' },
});

const itemOf = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('Messages', () => {
  it('lists each conversation: the machine, the other party, the last message (“You: ” when mine), when, and an Unread badge', async () => {
    const { calls } = stubApi(({ path }) => (path === '/conversations' ? page([asked, answered]) : undefined));
    renderWithProviders(<MessagesPage />, { user: seller });

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/dashboard/messages/c1', '/dashboard/messages/c2']);

    const first = itemOf('4HP Water Cooled Diesel Engine');
    expect(first).toHaveTextContent('Buyer: Tanvir Ahmed');
    expect(first).toHaveTextContent('Does it start cold?');
    expect(first).toHaveTextContent('just now');
    expect(within(first).getByText('Unread')).toBeInTheDocument();

    const second = itemOf('Kirloskar TV1');
    expect(second).toHaveTextContent('Seller: deleted account');
    expect(second).toHaveTextContent('You: Yes, at once.');
    expect(within(second).queryByText('Unread')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/conversations' });
  });

  it('a last message without words is a deleted account’s, or says the user wrote last when it is theirs', async () => {
    const removed = conversation({ _id: 'c3', otherName: 'deleted account', lastMessage: { text: '', mine: false, at: '2026-08-01T10:00:00.000Z' } });
    const mine = conversation({ _id: 'c4', product: { ...answered.product, productName: 'Yanmar L100' }, lastMessage: { text: '', mine: true, at: '2026-08-01T10:00:00.000Z' } });
    stubApi(({ path }) => (path === '/conversations' ? page([removed, mine]) : undefined));
    renderWithProviders(<MessagesPage />, { user: seller });

    expect(await screen.findByText('Message removed with its author’s account.')).toBeInTheDocument();
    expect(itemOf('Yanmar L100')).toHaveTextContent('You wrote last.');
  });

  it('loads the next page with "Load more" while the API has one', async () => {
    const { calls } = stubApi(({ path, query }) => (path === '/conversations' ? (query.cursor === 'after-1' ? page([answered]) : page([asked], 'after-1')) : undefined));
    renderWithProviders(<MessagesPage />, { user: seller });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Kirloskar TV1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/conversations', query: { cursor: 'after-1' } });
  });

  it('says how a conversation starts when there is none', async () => {
    stubApi(({ path }) => (path === '/conversations' ? page([]) : undefined));
    renderWithProviders(<MessagesPage />, { user: seller });

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/Press “Ask the seller” on a machine’s card/)).toBeInTheDocument();
  });

  it('says while it loads, then when the list cannot be loaded, and Try again loads it', async () => {
    let failing = true;
    stubApi(({ path }) => (path === '/conversations' ? (failing ? refused(503, 'The service is busy.') : page([asked])) : undefined));
    renderWithProviders(<MessagesPage />, { user: seller });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your conversations…');
    await screen.findByRole('alert');
    failing = false;
    await tryAgainAfterLoadFailed('your conversations', 'The service is busy.');

    expect(await screen.findByText('4HP Water Cooled Diesel Engine (R170A)')).toBeInTheDocument();
  });
});

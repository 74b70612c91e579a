import type { Notification } from '@contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from '@/components/ui/provider';
import { CurrentUserContext, type CurrentUser } from '@/features/auth/current-user';
import { SessionEndWatcher } from '@/features/auth/session/session-end-watcher';
import { ok, refused, stubApi, type ApiCall } from '@/features/dashboard/testing/stub-api';
import { swrConfig } from '@/lib/swr';
import { renderWithProviders, testUser } from '@/testing/render';
import { NotificationBell } from './notification-bell';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller' });
const MINUTE = 60_000;

let sequence = 0;
/** A notification as the API answers it; override what the test is about. */
function notification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    _id: `note-${sequence}`,
    kind: 'request-received',
    productId: 'engine-1',
    productName: 'Kubota RK125',
    bookingId: 'engine-1_tanvir',
    message: 'Tanvir Ahmed asked to book your Kubota RK125.',
    link: '/dashboard/myBuyers',
    read: false,
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    ...overrides,
  };
}

const unreadCount = (notes: Notification[]) => notes.filter((note) => !note.read).length;
const answerPage = (notes: Notification[], next: string | null = null) => ok(notes, { next, total: notes.length, unread: unreadCount(notes) });

/** The user's notifications as the API keeps them: marking one or all read changes them. */
function stubNotifications(initial: Notification[], more?: { cursor: string; notes: Notification[] }) {
  let notes = initial;
  const stub = stubApi(({ method, path, query }) => {
    if (method === 'GET' && path === '/notifications') {
      if (more && query.cursor === more.cursor) return answerPage(more.notes);
      return answerPage(notes, more ? more.cursor : null);
    }
    if (method === 'PUT' && path === '/notifications/read') {
      const marked = unreadCount(notes);
      notes = notes.map((note) => ({ ...note, read: true }));
      return ok({ marked, unread: 0 }, {}, `${marked} notifications marked read.`);
    }
    const one = /^\/notifications\/([^/]+)\/read$/.exec(path);
    if (method === 'PUT' && one) {
      notes = notes.map((note) => (note._id === one[1] ? { ...note, read: true } : note));
      return ok({ marked: 1, unread: unreadCount(notes) }, {}, 'Notification marked read.');
    }
    return undefined;
  });
  return { ...stub, reads: () => stub.calls.filter(({ method, path }: ApiCall) => method === 'GET' && path === '/notifications') };
}

/** Where the app is: a notification leads somewhere. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderBell(user: CurrentUser | null = seller) {
  return renderWithProviders(
    <>
      <NotificationBell />
      <Location />
    </>,
    { user, path: '/' },
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

async function openList() {
  await userEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the bell', () => {
  it('is not there for a visitor', () => {
    stubNotifications([]);
    renderBell(null);

    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('says how many notifications are unread', async () => {
    stubNotifications([notification(), notification(), notification({ read: true })]);
    renderBell();

    const button = await bell('Notifications, 2 unread');
    expect(button).toHaveTextContent('2');
  });

  it('says "99+" when a hundred or more are unread (the API counts them up to 100)', async () => {
    stubApi(({ method, path }) => (method === 'GET' && path === '/notifications' ? ok([notification()], { next: 'more', total: 1000, totalCapped: true, unread: 100 }) : undefined));
    renderBell();

    const button = await bell('Notifications, 99+ unread');
    expect(button).toHaveTextContent('99+');
  });

  it('lists the notifications newest first, with their time, the unread ones marked', async () => {
    const request = notification({ createdAt: new Date(Date.now() - 5 * MINUTE).toISOString() });
    const cancelled = notification({
      kind: 'request-cancelled',
      message: 'Tanvir Ahmed cancelled their request for Kubota RK125.',
      read: true,
      createdAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    });
    stubNotifications([request, cancelled]);
    renderBell();

    const list = await openList();

    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Unread: Tanvir Ahmed asked to book your Kubota RK125. 5 min ago');
    expect(links[1]).toHaveAccessibleName('Tanvir Ahmed cancelled their request for Kubota RK125. 3 h ago');
    expect(links[0]).toHaveAttribute('data-unread', 'true');
    expect(links[1]).not.toHaveAttribute('data-unread');
    expect(links[0]?.querySelector('time')).toHaveAttribute('datetime', request.createdAt);
  });

  it('opening one marks it read and follows its link; the count follows', async () => {
    const { calls } = stubNotifications([notification({ _id: 'declined-1', link: '/product/engine-1' }), notification()]);
    renderBell();
    const list = await openList();

    const [first] = await within(list).findAllByRole('link');
    await userEvent.click(first as HTMLElement);

    expect(screen.getByTestId('location')).toHaveTextContent('/product/engine-1');
    await waitFor(() => expect(list).not.toBeVisible());
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/notifications/declined-1/read' }));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('a saved machine’s price drop, sale and withdrawal show with the API’s words and lead to the machine or the Favourites tab', async () => {
    const favourite = { productId: 'engine-7', productName: 'Kirloskar TV1', bookingId: '' };
    stubNotifications([
      notification({ ...favourite, kind: 'favourite-withdrawn', message: 'Kirloskar TV1 was taken off the marketplace.', link: '/dashboard/favourites' }),
      notification({ ...favourite, kind: 'favourite-sold', message: 'Kirloskar TV1 is sold.', link: '/dashboard/favourites' }),
      notification({ ...favourite, kind: 'favourite-price-drop', message: 'Kirloskar TV1: the price dropped from $1,250 to $990.', link: '/product/engine-7' }),
    ]);
    renderBell();
    const list = await openList();

    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\s*5 min ago$/, ''), link.getAttribute('href')])).toEqual([
      ['Unread: Kirloskar TV1 was taken off the marketplace.', '/dashboard/favourites'],
      ['Unread: Kirloskar TV1 is sold.', '/dashboard/favourites'],
      ['Unread: Kirloskar TV1: the price dropped from $1,250 to $990.', '/product/engine-7'],
    ]);
    await userEvent.click(links[2] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/engine-7');
  });

  it('“Mark all read” marks every one read and clears the count', async () => {
    const { calls } = stubNotifications([notification(), notification()]);
    renderBell();
    const list = await openList();

    await userEvent.click(within(list).getByRole('button', { name: 'Mark all read' }));

    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/notifications/read' }));
    await waitFor(() => expect(within(list).queryByText('Unread:', { exact: false })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads older ones with "Load more" while the API has more', async () => {
    const older = notification({ message: 'Your request for Lister TS1 was declined by the seller.', read: true });
    const { reads } = stubNotifications([notification()], { cursor: 'after-1', notes: [older] });
    renderBell();
    const list = await openList();

    await userEvent.click(await within(list).findByRole('button', { name: 'Load more' }));

    expect(await within(list).findByText('Your request for Lister TS1 was declined by the seller.')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(reads().at(-1)).toMatchObject({ query: { limit: '10', cursor: 'after-1' } });
  });

  it('says so when there are none', async () => {
    stubNotifications([]);
    renderBell();
    const list = await openList();

    expect(await within(list).findByText(/^No notifications yet\./)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows why the list could not be loaded, with a "Try again" that asks again', async () => {
    let failing = true;
    stubApi(({ path }) => {
      if (path !== '/notifications') return undefined;
      return failing ? refused(503, 'The service is busy, try again shortly.') : answerPage([notification()]);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBell();
    const list = await openList();

    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent('The service is busy, try again shortly.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(list).findByRole('link', { name: /^Unread: Tanvir Ahmed asked/ })).toBeInTheDocument();
  });

  it('asks for news every 30 seconds and when the user comes back to the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let notes = [notification()];
    stubApi(({ path }) => (path === '/notifications' ? answerPage(notes) : undefined));
    renderBell();
    await bell('Notifications, 1 unread');

    notes = [notification(), ...notes];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();

    notes = [notification(), ...notes];
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
  });
});

describe('the bell’s first press', () => {
  it('is a plain button until pressed, named with the count and marked as opening a dialog', async () => {
    stubNotifications([notification()]);
    renderBell();

    const button = await bell('Notifications, 1 unread');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // No list behind it yet: the bell names its list once the list's code has come.
    expect(button).not.toHaveAttribute('popovertarget');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the list at once with the focus in it; Escape gives the focus back to the bell, which opens it again', async () => {
    stubNotifications([notification(), notification({ read: true })]);
    renderBell();

    await userEvent.click(await bell('Notifications, 1 unread'));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sameBell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(sameBell).toHaveFocus());
    expect(sameBell).toHaveAttribute('aria-expanded', 'false');
    // The bell is the list's button now: the browser opens and closes the list with it.
    expect(document.getElementById(sameBell.getAttribute('popovertarget') ?? '')).toHaveAttribute('aria-label', 'Notifications');

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the bell is pressed again or the user presses outside it, and the bell says so', async () => {
    stubNotifications([notification()]);
    renderBell();
    const list = await openList();

    await userEvent.click(await bell());
    await waitFor(() => expect(list).not.toBeVisible());
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(await bell());
    await waitFor(() => expect(list).toBeVisible());
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByTestId('location'));
    await waitFor(() => expect(list).not.toBeVisible());
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s on the bell opens the list with the focus in it, and Escape gives the focus back', async (_key, keys) => {
    stubNotifications([]);
    renderBell();

    (await bell('Notifications')).focus();
    await userEvent.keyboard(keys);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });
});

describe('signing out', () => {
  // The app's own session watch, around the bell: the cache lives as long as the page.
  const cache = { ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };
  const router = { state: { location: { pathname: '/', search: '', hash: '' } }, navigate: vi.fn() };
  function App({ user }: { user: CurrentUser | null }) {
    return (
      <CurrentUserContext.Provider value={{ user, loading: false }}>
        <UiProvider>
          <SWRConfig value={cache}>
            <MemoryRouter>
              <SessionEndWatcher router={router} />
              <NotificationBell />
            </MemoryRouter>
          </SWRConfig>
        </UiProvider>
      </CurrentUserContext.Provider>
    );
  }

  it('forgets the notifications: the next user of the browser never sees the last one’s', async () => {
    let answer: (call: ApiCall) => Response | Promise<Response> = () => answerPage([notification(), notification(), notification()]);
    stubApi((call) => (call.path === '/notifications' ? (answer(call) as Response) : undefined));
    const { rerender } = render(<App user={seller} />);
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();

    rerender(<App user={null} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument());

    // The next user's own answer has not come yet: nothing of the last user's shows meanwhile.
    answer = () => new Promise<Response>(() => {}) as unknown as Response;
    rerender(<App user={testUser()} />);
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument();
  });
});

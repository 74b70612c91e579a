import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoutesAt, routeCodePrefetcher } from './route-code';

/** A screen whose code is its own chunk, counting how often it was asked for. */
function lazyScreen(result: () => Promise<{ Component: () => null }> = async () => ({ Component: () => null })) {
  return vi.fn(result);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('fetching a screen’s code ahead of a visit', () => {
  it('asks each matched route for its code once, in an idle moment of its own after its address was matched in one, not at once', async () => {
    const layout = lazyScreen();
    const orders = lazyScreen();
    const account = lazyScreen();
    const routes: RouteObject[] = [{ path: '/dashboard', lazy: layout, children: [{ index: true, lazy: orders }, { path: 'account', lazy: account }] }];
    const prefetch = routeCodePrefetcher(routes);

    prefetch(['/dashboard', '/dashboard/account']);
    expect(layout).not.toHaveBeenCalled();

    // The first address matched, then its routes asked one by one.
    await vi.advanceTimersToNextTimerAsync();
    expect(layout).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(orders).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect([layout, orders, account].map((screen) => screen.mock.calls.length)).toEqual([1, 1, 1]);

    prefetch(['/dashboard/account']);
    await vi.runAllTimersAsync();
    expect([layout, account].map((screen) => screen.mock.calls.length)).toEqual([1, 1]);
  });

  it('asks again for code whose fetch failed (offline for a moment)', async () => {
    let online = false;
    const contact = lazyScreen(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: () => null };
    });
    const prefetch = routeCodePrefetcher([{ path: '/contactUs', lazy: contact }]);

    prefetch(['/contactUs']);
    await vi.runAllTimersAsync();
    online = true;
    prefetch(['/contactUs']);
    await vi.runAllTimersAsync();
    prefetch(['/contactUs']);
    await vi.runAllTimersAsync();
    expect(contact).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing once cancelled, as when the menu that asked has closed', async () => {
    const blogs = lazyScreen();
    const cancel = routeCodePrefetcher([{ path: '/blogs', lazy: blogs }])(['/blogs', '/no-such-page']);
    cancel();
    await vi.runAllTimersAsync();
    expect(blogs).not.toHaveBeenCalled();
  });

  it('names the lazy routes an address opens on, outermost first, and none for an address outside them', () => {
    const layout = lazyScreen();
    const account = lazyScreen();
    const routes: RouteObject[] = [{ path: '/dashboard', lazy: layout, children: [{ path: 'account', lazy: account }] }, { path: '/' }];
    expect(lazyRoutesAt(routes, '/dashboard/account')).toEqual([layout, account]);
    expect(lazyRoutesAt(routes, '/')).toEqual([]);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteCodeContext } from '@/lib/route-code';
import { renderRoutes } from '@/testing/render';
import { DashboardTabBar } from './dashboard-tab-bar';

/** Favourites' screen arrives when `arrive` is called, as a lazy screen does over a slow network. */
function slowFavourites() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const routes = [
    {
      path: '/dashboard',
      element: (
        <>
          <DashboardTabBar role="buyer" />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>My Orders</h1> },
        {
          path: 'favourites',
          lazy: async () => {
            await arrived;
            return { Component: () => <h1>Favourites</h1> };
          },
        },
      ],
    },
  ];
  return { routes, arrive: () => arrive() };
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

describe('the dashboard tab bar', () => {
  it('marks a pressed tab at once, before its screen has arrived, and hands the mark to the address once it has', async () => {
    const { routes, arrive } = slowFavourites();
    renderRoutes(routes, { path: '/dashboard' });
    expect(tabs().getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(tabs().getByRole('link', { name: 'Favourites' }));
    // The screen is still on its way: My Orders is the address, Favourites is the pressed tab.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders');
    expect(tabs().getByRole('link', { name: 'Favourites' })).toHaveAttribute('data-pressed');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveAttribute('data-pressing');

    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(tabs().getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Favourites' })).not.toHaveAttribute('data-pressed');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).not.toHaveAttribute('data-pressing');
  });

  it('forgets a press once the address has moved: going back shows no tab pressed', async () => {
    const { routes, arrive } = slowFavourites();
    arrive();
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    await userEvent.click(tabs().getByRole('link', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    expect(tabs().getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Favourites' })).not.toHaveAttribute('data-pressed');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).not.toHaveAttribute('data-pressing');
  });

  it('asks for the code of its role’s tabs, to be fetched while the dashboard is idle, and only those', () => {
    const prefetch = vi.fn(() => () => {});
    const routes = [
      {
        path: '/dashboard',
        element: (
          <RouteCodeContext.Provider value={prefetch}>
            <DashboardTabBar role="buyer" />
          </RouteCodeContext.Provider>
        ),
      },
    ];
    renderRoutes(routes, { path: '/dashboard' });
    const shown = tabs()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(shown);
    expect(shown).not.toContain('/dashboard/myProducts');
  });
});

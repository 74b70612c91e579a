import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardRoute } from '@/app/router';
import { CurrentUserContext, type CurrentUser } from '@/features/auth/current-user';
import { rememberSession } from '@/features/auth/session/remembered-session';
import { testMyAccount } from '@/testing/accounts';
import { testMarketplaceInsights, testSellerInsights } from '@/testing/insights';
import { renderRoutes, testUser } from '@/testing/render';
import { dashboardShell } from './shell';
import { dashboardTabs } from './tabs';
import { ok, page, stubApi } from './testing/stub-api';
import { adminTabs, buyerTabs, sellerTabs } from './testing/tabs-by-role';

// No API runs behind a component test: fetch answers every list with nothing, the Account tab
// with the user's own record, and Insights and Marketplace with nothing counted yet.
function emptyApi() {
  return stubApi(({ path }) =>
    path === '/user/me'
      ? ok(testMyAccount())
      : path.startsWith('/user/')
        ? ok([])
        : path === '/insights/seller'
          ? ok(testSellerInsights())
          : path === '/insights/marketplace'
            ? ok(testMarketplaceInsights())
            : page([], null, 0),
  );
}

const buyer = testUser();
const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });
const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

// The screens are lazy chunks: transform them once up front, so no test's wait includes compiling them.
beforeAll(async () => {
  await Promise.all([
    import('./components/dashboard-layout'),
    import('./my-orders/components/my-orders-page'),
    import('./favourites/components/favourites-page'),
    import('./messages/components/messages-page'),
    import('./account/components/account-page'),
    import('./audit-log/components/audit-log-page'),
    import('./reports/components/reports-page'),
    import('./saved-searches/components/saved-searches-page'),
    import('./add-product/components/add-product-page'),
    import('./my-products/components/my-products-page'),
    import('./my-buyers/components/my-buyers-page'),
    import('./insights/components/insights-page'),
    import('./marketplace/components/marketplace-page'),
    import('./users/components/users-pages'),
  ]);
});

// The dashboard as the app mounts it; the sign-in page lives in another feature: a stand-in shows where the guard sends visitors.
const routes: RouteObject[] = [dashboardRoute, { path: '/signin', element: <h1>Sign in page</h1> }];

/** The dashboard while the app's provider still reports "loading" (Firebase has not answered): the test holds it there. */
const whileFirebaseAnswers: RouteObject[] = [
  {
    element: (
      <CurrentUserContext.Provider value={{ user: null, loading: true }}>
        <Outlet />
      </CurrentUserContext.Provider>
    ),
    children: [dashboardRoute],
  },
];

function openDashboard(path: string, user: CurrentUser | null) {
  emptyApi();
  return renderRoutes(routes, { path, user });
}

async function tabLabels() {
  const tabs = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(tabs)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

async function currentTab() {
  const tabs = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(tabs)
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page')?.textContent;
}

async function expectErrorPage(status: string, statusText: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: `${status} ${statusText}` });
  expect(within(heading).getByText(status)).toBeInTheDocument();
  expect(screen.getByText('Looks like our services are currently offline')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
}

describe('dashboard tabs by role', () => {
  it('a buyer sees only My Orders, Saved searches, Favourites, Messages and Account', async () => {
    openDashboard('/dashboard', buyer);

    expect(await tabLabels()).toEqual(buyerTabs);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('a buyer does not see the Add Product tab', async () => {
    openDashboard('/dashboard', buyer);

    const tabs = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(tabs).queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
  });

  it('a seller sees My Orders, Saved searches, Favourites, Messages, Account, Add Product, My Products, My Buyers and Insights', async () => {
    openDashboard('/dashboard', seller);

    expect(await tabLabels()).toEqual(sellerTabs);
  });

  it('an admin sees all fifteen tabs, Reports, Marketplace and the Audit log last', async () => {
    openDashboard('/dashboard', admin);

    expect(await tabLabels()).toEqual(adminTabs);
  });

  it('the dashboard keeps the main layout: top bar, footer and the main landmark', async () => {
    openDashboard('/dashboard', buyer);

    // The frame shows at once; the dashboard's tabs come with its code, inside the frame's main landmark.
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('dashboard addresses', () => {
  it('a buyer visiting /dashboard/allBuyer gets 403 Forbidden inside the dashboard', async () => {
    // React and the router report an error thrown while rendering; here it is the expected refusal.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDashboard('/dashboard/allBuyer', buyer);

    await expectErrorPage('403', 'Forbidden');
    expect(await tabLabels()).toEqual(buyerTabs);
  });

  it.each(['/dashboard/addProduct', '/dashboard/myproducts', '/dashboard/mybuyers', '/dashboard/insights', '/dashboard/insights/engine-1', '/dashboard/allseller', '/dashboard/auditLog', '/dashboard/reports', '/dashboard/marketplace'])(
    'a buyer cannot open %s by typing it either',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      openDashboard(path, buyer);

      await expectErrorPage('403', 'Forbidden');
    },
  );

  it.each(['/dashboard/allAdmin', '/dashboard/auditLog', '/dashboard/reports', '/dashboard/marketplace'])('a seller cannot open the admin tab %s', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDashboard(path, seller);

    await expectErrorPage('403', 'Forbidden');
  });

  it.each([
    ['/dashboard/savedSearches', '/dashboard/savedsearches', 'Saved searches'],
    ['/dashboard/Favourites', '/dashboard/favourites', 'Favourites'],
    ['/dashboard/Messages', '/dashboard/messages', 'Messages'],
    ['/dashboard/Account', '/dashboard/account', 'Account'],
    ['/dashboard/addProduct', '/dashboard/addproduct', 'Add Product'],
    ['/dashboard/myProducts', '/dashboard/myproducts', 'My Products'],
    ['/dashboard/myBuyers', '/dashboard/mybuyers', 'My Buyers'],
    ['/dashboard/Insights', '/dashboard/insights', 'Insights'],
    ['/dashboard/allBuyer', '/dashboard/allbuyer', 'All Buyer'],
    ['/dashboard/allSeller', '/dashboard/allseller', 'All Seller'],
    ['/dashboard/allAdmin', '/dashboard/alladmin', 'All Admin'],
    ['/dashboard/auditLog', '/dashboard/auditlog', 'Audit log'],
    ['/dashboard/Reports', '/dashboard/reports', 'Reports'],
    ['/dashboard/Marketplace', '/dashboard/marketplace', 'Marketplace'],
  ])('both %s and %s open the %s tab', async (mixedCase, lowerCase, tab) => {
    for (const path of [mixedCase, lowerCase]) {
      const { unmount } = openDashboard(path, admin);
      expect(await currentTab()).toBe(tab);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      unmount();
    }
  });

  it.each(dashboardTabs.map((tab) => tab.path).filter((path) => path !== '/dashboard/myProducts'))(
    '%s opens with the heading and the sentence the page’s still shell draws for it',
    async (path) => {
      const { screen: drawn } = dashboardShell(path, admin) ?? {};
      openDashboard(path, admin);
      const heading = await screen.findByRole('heading', { level: 1 });
      // The tab's own screen, not the dashboard's arriving one (which draws from the same shell).
      expect(heading.closest('[aria-busy="true"]')).toBeNull();
      expect(heading).toHaveTextContent(drawn?.heading ?? 'no heading drawn');
      if (drawn?.intro) expect(screen.getByText(drawn.intro)).toBeInTheDocument();
      if (drawn?.firstSection) expect(screen.getByRole('region', { name: drawn.firstSection.title })).toHaveTextContent(drawn.firstSection.description);
    },
  );

  it.each(['/dashboard/addProduct', '/dashboard/myProducts'])('%s opens with the seller’s card the page’s still shell draws for it', async (path) => {
    const card = dashboardShell(path, seller)?.screen?.sellerCard;
    expect(card).toEqual({ name: 'Rahim Uddin', initials: 'RU', email: 'seller@machinery.test', verified: true, badge: path === '/dashboard/addProduct' ? 'Verified' : null });
    openDashboard(path, seller);
    // In the page (the account menu, closed, names the seller too).
    const email = await within(await screen.findByRole('main')).findByText('seller@machinery.test');
    expect(email.closest('[aria-busy="true"]')).toBeNull();
    const drawn = email.parentElement;
    expect(drawn?.firstElementChild).toHaveTextContent(card?.name ?? '');
    expect(drawn?.lastElementChild).toHaveTextContent(card?.badge ?? card?.email ?? '');
    expect(drawn?.parentElement?.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe(card?.initials);
  });

  it('an unknown dashboard address shows 404 Not Found inside the dashboard', async () => {
    openDashboard('/dashboard/no-such-tab', seller);

    await expectErrorPage('404', 'Not Found');
    expect(await tabLabels()).toHaveLength(9);
  });

  it('a conversation opens inside the dashboard with the Messages tab current, for every role', async () => {
    openDashboard('/dashboard/messages/c1', buyer);

    expect(await currentTab()).toBe('Messages');
    expect(await screen.findByRole('link', { name: '← All messages' })).toHaveAttribute('href', '/dashboard/messages');
  });

  it('the tab bar moves between tabs', async () => {
    openDashboard('/dashboard', seller);

    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'My Buyers' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Buyers' })).toBeInTheDocument();
    expect(await currentTab()).toBe('My Buyers');
  });

  // How the fifteen tabs wrap on a phone, each label whole and in view, is the browser's to show:
  // e2e/dashboard.spec.ts. Here: nothing is scrolled into view to show the current tab.
  it('the tab bar shows the current tab without scrolling anything into view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      openDashboard('/dashboard/auditLog', admin);
      expect(await currentTab()).toBe('Audit log');
      expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link')).toHaveLength(15);
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('a signed-out visitor is sent to sign in', async () => {
    const { router } = openDashboard('/dashboard/myProducts', null);

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/myProducts' } });
  });

  it('a returning user’s tabs are drawn with the tab before the session is restored, so nothing moves when it is', async () => {
    rememberSession(seller);
    emptyApi();
    renderRoutes(whileFirebaseAnswers, { path: '/dashboard/addProduct', user: null });

    expect(await tabLabels()).toEqual(sellerTabs);
    // The tab's own screen, past the heading its code's wait draws: the form to fill in.
    expect(await screen.findByRole('textbox', { name: /^Product name/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
  });

  it('a spinner shows until the user is known, without tabs', async () => {
    emptyApi();
    const { router } = renderRoutes(whileFirebaseAnswers, { path: '/dashboard', user: null });

    // Once the dashboard's code is there (before it, the frame's own spinner stands in).
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});

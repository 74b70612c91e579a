import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { signedInRoutes } from '@/features/auth';
import { unknownAddress } from '@/lib/routing';
import { TabGate } from './components/tab-gate';
import { dashboardTabs, type DashboardTab } from './tabs';

type Screen = () => Promise<ComponentType>;

// Each tab's screen is its own chunk, keyed by the tab's path as the contract spells it.
const screens: Record<string, Screen> = {
  '/dashboard': async () => (await import('./my-orders/components/my-orders-page')).MyOrdersPage,
  '/dashboard/savedSearches': async () => (await import('./saved-searches/components/saved-searches-page')).SavedSearchesPage,
  '/dashboard/favourites': async () => (await import('./favourites/components/favourites-page')).FavouritesPage,
  '/dashboard/messages': async () => (await import('./messages/components/messages-page')).MessagesPage,
  '/dashboard/account': async () => (await import('./account/components/account-page')).AccountPage,
  '/dashboard/addProduct': async () => (await import('./add-product/components/add-product-page')).AddProductPage,
  '/dashboard/myProducts': async () => (await import('./my-products/components/my-products-page')).MyProductsPage,
  '/dashboard/myBuyers': async () => (await import('./my-buyers/components/my-buyers-page')).MyBuyersPage,
  '/dashboard/insights': async () => (await import('./insights/components/insights-page')).InsightsPage,
  '/dashboard/allBuyer': async () => (await import('./users/components/users-pages')).AllBuyerPage,
  '/dashboard/allSeller': async () => (await import('./users/components/users-pages')).AllSellerPage,
  '/dashboard/allAdmin': async () => (await import('./users/components/users-pages')).AllAdminPage,
  '/dashboard/reports': async () => (await import('./reports/components/reports-page')).ReportsPage,
  '/dashboard/marketplace': async () => (await import('./marketplace/components/marketplace-page')).MarketplacePage,
  '/dashboard/auditLog': async () => (await import('./audit-log/components/audit-log-page')).AuditLogPage,
};

function screenOf(tab: DashboardTab): Screen {
  const screen = screens[tab.path];
  if (!screen) throw new Error(`The dashboard tab "${tab.label}" (${tab.path}) has no screen.`);
  return screen;
}

/**
 * One route per tab of the contract. Paths match case-insensitively (react-router's default), so
 * both spellings of the spec answer: /dashboard/addProduct and /dashboard/addproduct. The gate
 * refuses, with a 403, a tab the user's role may not see, whatever the address typed.
 */
function tabRoute(tab: DashboardTab): RouteObject {
  const path = tab.path.replace(/^\/dashboard\/?/, '');
  const lazy = async () => ({ Component: await screenOf(tab)() });
  return { element: <TabGate tab={tab} />, children: [path ? { path, lazy } : { index: true, lazy }] };
}

/**
 * Editing a listing (`/dashboard/editProduct/{id}`), opened from My Products: for those who see
 * that tab, behind the same gate; the API decides whose listing may be changed.
 */
function editListingRoute(): RouteObject {
  const myProducts = dashboardTabs.find((tab) => tab.path === '/dashboard/myProducts');
  if (!myProducts) throw new Error('Editing a listing needs the My Products tab.');
  const lazy = async () => ({ Component: (await import('./my-products/components/edit-product-page')).EditProductPage });
  return { element: <TabGate tab={myProducts} />, children: [{ path: 'editProduct/:id', lazy }] };
}

/** A conversation (`/dashboard/messages/{id}`), opened from Messages or a notification: behind the Messages tab's gate. */
function conversationRoute(): RouteObject {
  const messages = dashboardTabs.find((tab) => tab.path === '/dashboard/messages');
  if (!messages) throw new Error('A conversation needs the Messages tab.');
  const lazy = async () => ({ Component: (await import('./messages/components/conversation-page')).ConversationPage });
  return { element: <TabGate tab={messages} />, children: [{ path: 'messages/:id', lazy }] };
}

/** A listing's insights (`/dashboard/insights/{id}`), opened from Insights or My Products: behind the Insights tab's gate. */
function listingInsightsRoute(): RouteObject {
  const insights = dashboardTabs.find((tab) => tab.path === '/dashboard/insights');
  if (!insights) throw new Error('A listing’s insights need the Insights tab.');
  const lazy = async () => ({ Component: (await import('./insights/components/listing-insights-page')).ListingInsightsPage });
  return { element: <TabGate tab={insights} />, children: [{ path: 'insights/:id', lazy }] };
}

/** What `/dashboard` holds, for signed-in users: the tab bar above the current tab. */
export const dashboardRoutes: RouteObject[] = [
  {
    // The dashboard's own code failed to load: the error page still sits inside the main layout.
    errorElement: <ErrorPage />,
    lazy: async () => ({ Component: (await import('./components/dashboard-layout')).DashboardLayout }),
    children: [
      signedInRoutes([
        {
          // The tab bar, below the guard: drawn with the user the guard gives the tabs.
          lazy: async () => ({ Component: (await import('./components/dashboard-layout')).DashboardTabs }),
          children: [
            {
              // A tab's failure, a refused tab or an unknown address keeps the tab bar around the error page.
              errorElement: <ErrorPage />,
              children: [...dashboardTabs.map(tabRoute), editListingRoute(), conversationRoute(), listingInsightsRoute(), unknownAddress],
            },
          ],
        },
      ]),
    ],
  },
];

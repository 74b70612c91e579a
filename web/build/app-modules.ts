// The app's modules and packages the build names by path, in one place: app-modules.test.ts fails
// when one of them no longer exists, so a move cannot silently change what the build does.

/**
 * What the first page runs and later screens share, bundled as one `app-core` chunk where the
 * bundler made a dozen small ones (each one more request on a phone's first visit): the data
 * hooks, Chakra's styling core and its simplest parts, the API client, who is signed in.
 */
export const APP_CORE = {
  /** Folders under node_modules. */
  packages: [
    'swr',
    'use-sync-external-store',
    '@emotion',
    '@chakra-ui/react/dist/esm/styled-system',
    '@chakra-ui/react/dist/esm/components/box',
    '@chakra-ui/react/dist/esm/components/button',
    '@chakra-ui/react/dist/esm/components/spinner',
    '@chakra-ui/react/dist/esm/components/icon',
    '@chakra-ui/react/dist/esm/components/visually-hidden',
    '@zag-js/anatomy',
  ],
  /** The app's own modules (and the contract's it reads), from web/, without their extension. */
  modules: [
    'src/config/env',
    'src/lib/api-client',
    'src/features/auth/current-user',
    'src/features/auth/auth-provider',
    'src/components/ui/icon',
    'src/components/ui/static-button',
    'src/features/dashboard/account/profile-section',
    // Tiny modules the entry imports, each its own chunk otherwise: a request's headers (about
    // 1.3 KB) for 0.1–0.8 KB of code.
    'src/lib/answers',
    'src/features/auth/session/session-end-reason',
    'src/features/auth/session/sign-out-here',
    '../functions/src/contract/permissions',
  ],
};

/** React and the router, which change least often: their own chunk stays cached across releases. */
export const REACT_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler', 'cookie', 'set-cookie-parser'];

const SIGNED_IN_PART = 'src/features/auth/signed-in-part.tsx';
const dashboard = (module: string) => `src/features/dashboard/${module}.tsx`;

/**
 * The screens whose own chunks the shell starts with the app's code for someone remembered, by
 * route pattern (as `matchesScreen` reads it), each with the modules the router loads lazily for
 * it. A dashboard tab's address opens two: the dashboard's frame (`/dashboard/*`) and the tab.
 */
export const SCREENS: Record<string, string[]> = {
  '/category/:size': [SIGNED_IN_PART, 'src/features/catalog/components/category-page.tsx'],
  '/dashboard/*': [dashboard('components/dashboard-layout'), SIGNED_IN_PART, 'src/features/auth/watch-current-user.ts'],
  '/dashboard': [dashboard('my-orders/components/my-orders-page')],
  '/dashboard/savedSearches': [dashboard('saved-searches/components/saved-searches-page')],
  '/dashboard/favourites': [dashboard('favourites/components/favourites-page')],
  '/dashboard/messages': [dashboard('messages/components/messages-page')],
  '/dashboard/messages/:id': [dashboard('messages/components/conversation-page')],
  '/dashboard/account': [dashboard('account/components/account-page')],
  '/dashboard/addProduct': [dashboard('add-product/components/add-product-page')],
  '/dashboard/myProducts': [dashboard('my-products/components/my-products-page')],
  '/dashboard/editProduct/:id': [dashboard('my-products/components/edit-product-page')],
  '/dashboard/myBuyers': [dashboard('my-buyers/components/my-buyers-page')],
  '/dashboard/insights': [dashboard('insights/components/insights-page')],
  '/dashboard/insights/:id': [dashboard('insights/components/listing-insights-page')],
  '/dashboard/allBuyer': [dashboard('users/components/users-pages')],
  '/dashboard/allSeller': [dashboard('users/components/users-pages')],
  '/dashboard/allAdmin': [dashboard('users/components/users-pages')],
  '/dashboard/reports': [dashboard('reports/components/reports-page')],
  '/dashboard/marketplace': [dashboard('marketplace/components/marketplace-page')],
  '/dashboard/auditLog': [dashboard('audit-log/components/audit-log-page')],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path of the list as a pattern that matches either separator. */
const pathPattern = (path: string) => path.split('/').map(escape).join('[\\\\/]');

/** The module ids inside one of these node_modules folders. */
export function packagesTest(packages: readonly string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${packages.map(pathPattern).join('|')})[\\\\/]`);
}

/** The module ids of `APP_CORE`: its packages' files and the app's own modules. */
export function appCoreTest(core: typeof APP_CORE = APP_CORE): RegExp {
  // A module id is an absolute path: one outside web/ (`../functions/…`) is matched from its folder's name.
  return new RegExp(`${packagesTest(core.packages).source}|(${core.modules.map((module) => pathPattern(module.replace(/^(\.\.\/)+/, ''))).join('|')})\\.`);
}

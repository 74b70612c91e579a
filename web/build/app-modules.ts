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
  ],
  /** The app's own modules, from web/, without their extension. */
  modules: ['src/config/env', 'src/lib/api-client', 'src/features/auth/current-user', 'src/features/auth/auth-provider'],
};

/** React and the router, which change least often: their own chunk stays cached across releases. */
export const REACT_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler', 'cookie', 'set-cookie-parser'];

/** The modules of a returning buyer's category page beyond the app's entry: the signed-in guard and the page (both loaded lazily). */
export const CATALOG_SCREEN = ['src/features/auth/signed-in-part.tsx', 'src/features/catalog/components/category-page.tsx'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path of the list as a pattern that matches either separator. */
const pathPattern = (path: string) => path.split('/').map(escape).join('[\\\\/]');

/** The module ids inside one of these node_modules folders. */
export function packagesTest(packages: readonly string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${packages.map(pathPattern).join('|')})[\\\\/]`);
}

/** The module ids of `APP_CORE`: its packages' files and the app's own modules. */
export function appCoreTest(core: typeof APP_CORE = APP_CORE): RegExp {
  return new RegExp(`${packagesTest(core.packages).source}|(${core.modules.map(pathPattern).join('|')})\\.`);
}

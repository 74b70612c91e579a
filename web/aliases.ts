import { fileURLToPath } from 'node:url';

// One alias table for the dev server, the build and the component tests, so they never disagree.
// `@contract` is the API contract the functions own: the web app reads it as source, not a package.
// `@contract/permissions` and `@contract/category` (zod-free once unused schemas are dropped) first:
// the router needs the tabs, and the home page the machine types, without pulling zod into the first page.
const unusedFirebaseSdks = fileURLToPath(new URL('./src/lib/firebase/unused-sdks.ts', import.meta.url));

export const aliases = {
  // Firebase services the web app never uses, which reactfire imports anyway (see the module).
  'firebase/database': unusedFirebaseSdks,
  'firebase/firestore': unusedFirebaseSdks,
  'firebase/functions': unusedFirebaseSdks,
  'firebase/remote-config': unusedFirebaseSdks,
  '@contract/permissions': fileURLToPath(new URL('../functions/src/contract/permissions.ts', import.meta.url)),
  '@contract/category': fileURLToPath(new URL('../functions/src/contract/category.ts', import.meta.url)),
  // Test data shared with the API's tests; only test files import it.
  '@api-test/sample-listing': fileURLToPath(new URL('../functions/test/fixtures/sample-listing.ts', import.meta.url)),
  '@contract': fileURLToPath(new URL('../functions/src/contract/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};


import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases.ts';
import { fasterChakraConditions } from './build/chakra-conditions.ts';
import { chakraGlobalCssAtBuild } from './build/chakra-global-css.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { inlineShellPicture } from './inline-shell-picture.ts';
import { inlineShellScript } from './build/inline-shell-script.ts';
import { startAppAfterShell } from './build/start-app-after-shell.ts';
import { requireProductionConfig } from './production-config.ts';
import { pureContractSchemas } from './pure-contract.ts';
import { checkSecurityHeaders } from './security/check-security-headers.ts';

export default defineConfig({
  plugins: [requireProductionConfig(), react(), pureContractSchemas(), fasterChakraConditions(), chakraGlobalCssAtBuild(), inlineShellScript(), inlineShellPicture(), inlineEntryCss(), startAppAfterShell(), checkSecurityHeaders()],
  resolve: { alias: aliases },
  server: {
    // The Hosting emulator serves the API under /api, exactly as production Hosting does.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    rolldownOptions: {
      output: {
        // React and the router change least often: their own chunk stays cached across releases.
        // The rest is left to the bundler, which keeps screen-only code (forms, zod) out of the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            // What the first page runs and later screens share (the data hooks, Chakra's styling
            // core and its simplest parts, the API client, who is signed in): one chunk, where the
            // bundler made a dozen small ones, each one more request on a phone's first visit.
            {
              name: 'app-core',
              test: /node_modules[\\/](swr|use-sync-external-store|@emotion|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|components[\\/](box|button|spinner|icon|visually-hidden)))[\\/]|src[\\/](config[\\/]env|lib[\\/]api-client|features[\\/]auth[\\/](current-user|auth-provider))\./,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

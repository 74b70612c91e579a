import { defineConfig } from 'vite';
import { aliases } from './aliases.ts';
import { buildPipeline, codeSplitting } from './build/index.ts';

// The build's steps, in order, and the module paths it names: build/index.ts and build/app-modules.ts.
export default defineConfig({
  plugins: buildPipeline(),
  resolve: { alias: aliases },
  server: {
    // The Hosting emulator serves the API under /api, exactly as production Hosting does, but for
    // /api/docs: the app's own API reference page, as firebase.json's rewrites say.
    proxy: { '^/api/(?!docs(?:\\?|$))': 'http://127.0.0.1:5000' },
  },
  build: {
    rolldownOptions: {
      output: {
        // The rest is left to the bundler, which keeps screen-only code (forms, zod) out of the first load.
        codeSplitting,
      },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  server: {
    // The Hosting emulator serves the API under /api, exactly as production Hosting does.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    rolldownOptions: {
      // Building a zod schema has no side effects: an unused one (the contract's, next to
      // machineType) is dropped with the zod code it would pull into the home page. Named by
      // member: a bare 'z' would also mark any minified library's own function `z` as pure and
      // drop its calls (it removed react-photo-view's toolbar).
      treeshake: {
        manualPureFunctions: ['z.string', 'z.number', 'z.boolean', 'z.object', 'z.strictObject', 'z.enum', 'z.literal', 'z.union', 'z.array', 'z.url', 'z.email', 'z.refine', 'z.minLength', 'z.custom'],
      },
      output: {
        // React and the router change least often: their own chunk stays cached across releases.
        // The rest is left to the bundler, which keeps screen-only code (forms, zod) out of the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/ }],
        },
      },
    },
  },
});

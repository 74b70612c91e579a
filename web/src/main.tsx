// zod, which comes with later chunks, must never probe for eval (the Content-Security-Policy refuses it).
import '@/lib/zod-without-eval';
// The environment is checked before anything renders: a bad variable stops start-up with a clear message.
import '@/config/env';
// The page's reset, before any other style (Chakra's own preflight is off: system.ts).
import '@/components/ui/styles/reset.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, makeAppRouter, openingScreenCode, type AppRouterInstance } from '@/app/router';
import { oneTaskEach } from '@/lib/one-task-each';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in.');

let root: Root | undefined;
let router: AppRouterInstance | undefined;
// A task each, not one: the modules' evaluation (this one), React's root (it registers its
// listeners for every kind of event), each of the opening screen's lazy parts asked for, the
// router made, then started, then the first render. Each is then short enough for a phone to
// answer a press between them; together they were one task of 40–60 ms at full speed.
oneTaskEach([
  () => {
    root = createRoot(container);
  },
  ...openingScreenCode(location.pathname),
  () => {
    router = makeAppRouter();
  },
  () => router!.initialize(),
  () => {
    // The first render is a transition: React draws the first screen in slices of a few
    // milliseconds, yielding to the browser between them, instead of one long task (most of a
    // phone's Total Blocking Time). Chakra's theme is built by the first component that needs it
    // (provider.tsx).
    startTransition(() => {
      root!.render(
        <StrictMode>
          <AppProviders>
            <AppRouter router={router!} />
          </AppProviders>
        </StrictMode>,
      );
    });
  },
]);

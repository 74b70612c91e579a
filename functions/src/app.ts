import express, { type Express } from 'express';
import { cors } from './http/cors.js';
import { errorHandler } from './http/error-handler.js';
import { sendEnvelope } from './http/envelope.js';
import { lazyRouter } from './http/lazy-router.js';
import { rateLimit } from './http/rate-limit.js';

/**
 * The embedded local stack has no Storage emulator, so the API itself takes the uploads there.
 * A demo project only ever runs on emulators; a real project never mounts the route.
 */
export function isLocalStack(): boolean {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  return project.startsWith('demo-') && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;
}

/** Limits a JSON body: every payload of the API is a small form. */
const BODY_LIMIT = '32kb';

/**
 * The marketplace API as one Express app. Routes are mounted under /api because the function
 * sees the full path, both through the Hosting rewrite and at its own URL.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.set('query parser', 'simple');
  app.use(cors);
  app.use(express.json({ limit: BODY_LIMIT }));

  const api = express.Router();
  // Floods of registrations and bookings are refused per client address before any work.
  const floodBrake = rateLimit({ max: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120) });
  api.post(['/user', '/bookings'], floodBrake);
  api.get('/health', (_req, res) => sendEnvelope(res, 200, 'ok', { status: 'ok' }));
  // Each router, with the first path segments of its routes, is loaded on its first request:
  // a cold instance pays only for what that request needs (see http/lazy-router.ts).
  api.use(
    lazyRouter(['productsCategory'], async () => (await import('./routes/categories.js')).categoriesRouter),
    lazyRouter(['products', 'product', 'myProducts'], async () => (await import('./routes/products.js')).productsRouter),
    lazyRouter(['advertised'], async () => (await import('./routes/advertising.js')).advertisingRouter),
    lazyRouter(['bookings', 'mybooking', 'mybuyer'], async () => (await import('./routes/bookings.js')).bookingsRouter),
    lazyRouter(['user', 'jwt'], async () => (await import('./routes/users.js')).usersRouter),
  );
  if (isLocalStack()) api.use(lazyRouter(['uploads'], async () => (await import('./uploads/routes.js')).uploadsRouter));
  api.use((req, res) => sendEnvelope(res, 404, `No such API route: ${req.method} ${req.path}`, null));

  app.use('/api', api);
  app.use((req, res) => sendEnvelope(res, 404, `No such API route: ${req.method} ${req.path}`, null));
  app.use(errorHandler);
  return app;
}

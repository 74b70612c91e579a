import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { MAX_IMAGE_BYTES } from './contract/image-limits.js';
import { checkHealth } from './contract/operations/service.js';
import { appCheck } from './http/app-check.js';
import { bodyLimit } from './http/body-limit.js';
import { cors } from './http/cors.js';
import { errorHandler } from './http/error-handler.js';
import { sendEnvelope } from './http/envelope.js';
import { lazyRouters } from './http/lazy-router.js';
import { floodBrake, trustedProxyHops } from './http/rate-limit.js';
import { serve } from './http/serve.js';
import { isLocalStack } from './local-stack.js';

type LazyRouters = Parameters<typeof lazyRouters>[0];

/** Every JSON payload of the API is a small form; only a picture upload (local stack) is larger. */
const BODY_LIMIT_BYTES = 32 * 1024;
const UPLOAD_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * Each router, with the first path segments of its routes, is loaded on its first request: a
 * cold instance pays only for what that request needs (see http/lazy-router.ts). The first
 * segment picks the router at once, rather than each router being asked in turn.
 */
export const API_ROUTERS: LazyRouters = [
  [['productsCategory'], async () => (await import('./routes/categories.js')).categoriesRouter],
  [['products', 'product', 'myProducts'], async () => (await import('./routes/products.js')).productsRouter],
  [['conversations'], async () => (await import('./routes/conversations.js')).conversationsRouter],
  [['reports'], async () => (await import('./routes/reports.js')).reportsRouter],
  [['insights'], async () => (await import('./routes/insights.js')).insightsRouter],
  [['advertised'], async () => (await import('./routes/advertising.js')).advertisingRouter],
  [['bookings', 'mybooking', 'mybuyer'], async () => (await import('./routes/bookings.js')).bookingsRouter],
  [['user', 'jwt'], async () => (await import('./routes/users.js')).usersRouter],
  [['notifications'], async () => (await import('./routes/notifications.js')).notificationsRouter],
  [['saved-searches'], async () => (await import('./routes/saved-searches.js')).savedSearchesRouter],
  [['favourites'], async () => (await import('./routes/favourites.js')).favouritesRouter],
  [['audit'], async () => (await import('./routes/audit.js')).auditRouter],
  [['openapi.json'], async () => (await import('./routes/openapi.js')).openApiRouter],
];

/** The local stack's stand-in for Cloud Storage, mounted only there. */
export const LOCAL_STACK_ROUTERS: LazyRouters = [[['uploads'], async () => (await import('./uploads/routes.js')).uploadsRouter]];

/**
 * The marketplace API as one Express app. Routes are mounted under /api because the function
 * sees the full path, both through the Hosting rewrite and at its own URL.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // The client's address is what the trusted front end appended, never what a client wrote.
  app.set('trust proxy', trustedProxyHops());
  app.set('query parser', 'simple');
  app.use(cors);
  const limit = bodyLimit((req) => (req.path === '/api/uploads' ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES));
  const json = express.json({ limit: BODY_LIMIT_BYTES });
  // A request without a body (every read) has nothing to measure or parse.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    limit(req, res, (error?: unknown) => (error ? next(error) : json(req, res, next)));
  });

  const api = express.Router();
  api.use(appCheck);
  // Floods of registrations and bookings are refused per client address before any work.
  api.post(['/user', '/bookings'], floodBrake({ max: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120) }));
  serve(api, checkHealth, async () => ({ message: 'ok', data: { status: 'ok' as const } }));
  api.use(lazyRouters(API_ROUTERS));
  if (isLocalStack()) api.use(lazyRouters(LOCAL_STACK_ROUTERS));
  api.use((req, res) => sendEnvelope(res, 404, `No such API route: ${req.method} ${req.path}`, null));

  app.use('/api', api);
  app.use((req, res) => sendEnvelope(res, 404, `No such API route: ${req.method} ${req.path}`, null));
  app.use(errorHandler);
  return app;
}

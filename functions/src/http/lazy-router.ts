import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The first segment of a path, lowercased as Express matches routes (case-insensitively). */
export function firstSegment(path: string): string {
  return (path.split('/', 2)[1] ?? '').toLowerCase();
}

/**
 * A router whose module is imported on the first request for one of its paths, so a cold
 * instance loads only what its first request needs (the catalog's categories need neither
 * zod's schemas nor Firebase Auth). `segments` are the first path segments of every route the
 * router holds; any other request passes by without loading it. Once loaded, it is the router.
 */
export function lazyRouter(segments: string[], load: () => Promise<RequestHandler>): RequestHandler {
  const served = new Set(segments.map((s) => s.toLowerCase()));
  let router: RequestHandler | undefined;
  let loading: Promise<RequestHandler> | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!served.has(firstSegment(req.path))) return next();
    if (router) return router(req, res, next);
    loading ??= load();
    loading
      .then(
        (loaded) => {
          router = loaded;
          loaded(req, res, next);
        },
        (error: unknown) => {
          // A failed import is tried again by the next request rather than remembered.
          loading = undefined;
          throw error;
        },
      )
      .catch(next);
  };
}

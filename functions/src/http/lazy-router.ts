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

/**
 * Several lazy routers as one middleware: the request's first path segment picks its router at
 * once, where one middleware per router would each be asked in turn on every request.
 */
export function lazyRouters(routers: [segments: string[], load: () => Promise<RequestHandler>][]): RequestHandler {
  const bySegment = new Map<string, RequestHandler>();
  for (const [segments, load] of routers) {
    const router = lazyRouter(segments, load);
    for (const segment of segments) bySegment.set(segment.toLowerCase(), router);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const router = bySegment.get(firstSegment(req.path));
    if (!router) return next();
    router(req, res, next);
  };
}

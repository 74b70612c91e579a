import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { firstSegment, lazyRouter, lazyRouters } from './lazy-router.js';

const request = (path: string) => ({ path }) as Request;
const response = {} as Response;

/** Runs the middleware and resolves with what reached next(): 'passed by', 'answered' or an error. */
function run(handler: RequestHandler, path: string): Promise<unknown> {
  return new Promise((resolve) => {
    const next: NextFunction = (outcome?: unknown) => resolve(outcome ?? 'passed by');
    void handler(request(path), response, next);
  });
}

/** A loaded router that answers every request it is given. */
const answering = () => vi.fn<RequestHandler>((_req, _res, next) => next('answered'));

describe('a router loaded on its first request', () => {
  it('reads the first path segment as Express matches it', () => {
    expect(firstSegment('/productsCategory')).toBe('productscategory');
    expect(firstSegment('/product/abc')).toBe('product');
    expect(firstSegment('/')).toBe('');
  });

  it('is not loaded by requests for other paths, and loaded once for its own', async () => {
    const router = answering();
    const load = vi.fn(async () => router);
    const lazy = lazyRouter(['products', 'myProducts'], load);
    expect(await run(lazy, '/bookings')).toBe('passed by');
    expect(load).not.toHaveBeenCalled();
    expect(await run(lazy, '/MYPRODUCTS')).toBe('answered');
    expect(await run(lazy, '/products/all')).toBe('answered');
    expect(load).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(2);
  });

  it('passes a failed load to the error handler and tries again on the next request', async () => {
    const router = answering();
    const load = vi.fn<() => Promise<RequestHandler>>().mockRejectedValueOnce(new Error('no module')).mockResolvedValue(router);
    const lazy = lazyRouter(['user'], load);
    expect(await run(lazy, '/user/all')).toEqual(new Error('no module'));
    expect(await run(lazy, '/user/all')).toBe('answered');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('picks, among several, the router of the first path segment and loads only that one', async () => {
    const products = answering();
    const bookings = answering();
    const loadProducts = vi.fn(async () => products);
    const loadBookings = vi.fn(async () => bookings);
    const routers = lazyRouters([
      [['products', 'myProducts'], loadProducts],
      [['bookings'], loadBookings],
    ]);
    expect(await run(routers, '/audit')).toBe('passed by');
    expect(await run(routers, '/myproducts')).toBe('answered');
    expect(products).toHaveBeenCalledTimes(1);
    expect(loadBookings).not.toHaveBeenCalled();
    expect(await run(routers, '/bookings/abc/status')).toBe('answered');
    expect(bookings).toHaveBeenCalledTimes(1);
    expect(loadProducts).toHaveBeenCalledTimes(1);
  });
});

import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { API_ROUTERS, createApp, LOCAL_STACK_ROUTERS } from '../app.js';
import { allOperations } from '../contract/operations/index.js';
import { expressPath } from '../contract/operations/operation.js';
import { firstSegment } from '../http/lazy-router.js';
import { openApiDocument } from './document.js';

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every `METHOD /path` a router serves, mounted routers included. */
function served(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return Object.keys(layer.route.methods).flatMap((method) => paths.map((path) => `${method.toUpperCase()} ${path}`));
    }
    return layer.handle?.stack ? served(layer.handle.stack) : [];
  });
}

async function routesOf(routers: typeof API_ROUTERS) {
  const all: { route: string; segments: string[] }[] = [];
  for (const [segments, load] of routers) {
    const router = (await load()) as unknown as Router;
    for (const route of served(router.stack as unknown as Layer[])) all.push({ route, segments });
  }
  return all;
}

// The floods brake is middleware on two paths, not a route of its own.
const notCalls = new Set(['POST /user', 'POST /bookings']);

describe('the OpenAPI document and the routes the API serves', async () => {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  const lazy = [...(await routesOf(API_ROUTERS)), ...(await routesOf(LOCAL_STACK_ROUTERS))];
  const eager = served(app.router.stack).filter((route) => !notCalls.has(route));
  const routes = [...eager, ...lazy.map((r) => r.route)];
  const operations = allOperations.map((op) => `${op.method.toUpperCase()} ${expressPath(op.path)}`);

  it('has an operation for every route', () => {
    expect(routes.filter((route) => !operations.includes(route))).toEqual([]);
  });

  it('has a route for every operation', () => {
    expect(operations.filter((op) => !routes.includes(op))).toEqual([]);
  });

  it('serves each route from the router its first path segment loads', () => {
    const misplaced = lazy.filter(({ route, segments }) => !segments.map((s) => s.toLowerCase()).includes(firstSegment(route.split(' ')[1]!)));
    expect(misplaced).toEqual([]);
  });

  it('has one operation per method and path, and unique operation ids', () => {
    expect(new Set(operations).size).toBe(operations.length);
    expect(new Set(allOperations.map((op) => op.id)).size).toBe(allOperations.length);
  });

  it("covers every call of the API table in docs/api.md", () => {
    const table = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
      .split('## Errors')[0]!
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .join('\n');
    const calls = [...table.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)/g)].map(([, method, path]) => ({ method: method!.toLowerCase(), path: path! }));
    const paths = Object.entries(openApiDocument({ operations: allOperations }).paths);
    const documented = (method: string, path: string) =>
      paths.some(([template, item]) => method in item && new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
    expect(calls.length).toBeGreaterThan(25);
    expect(calls.filter(({ method, path }) => !documented(method, path))).toEqual([]);
  });
});

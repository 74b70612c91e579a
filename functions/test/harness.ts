import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { checkingAnswers } from './api-document-check.js';
import { createApp } from '../src/app.js';

/**
 * The API app in plain Node on a free port (no Functions emulator needed), for tests. Every
 * answer it gives is checked against the API's OpenAPI document; closing it fails when one did
 * not match (the status not listed for the call, or the body not valid against the document).
 */
export async function startApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const mismatches: string[] = [];
  const server: Server = createServer(checkingAnswers(createApp(), mismatches));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
      if (mismatches.length) throw new Error(`Answers the API document does not describe:\n${[...new Set(mismatches)].join('\n')}`);
    },
  };
}

/** Calls the API and returns the status with the parsed envelope. */
export async function call(url: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(url, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  let body: { success: boolean; message: string; data: unknown; next?: string | null };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Not a JSON envelope (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * A stand-in for Google's front end before a 2nd-gen function: it forwards every request to
 * `target` and appends the address it was called from to `X-Forwarded-For`, as Google's front end
 * does, keeping whatever the client wrote there to the left of it.
 */
export async function startFrontEnd(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer, request } = await import('node:http');
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const written = req.headers['x-forwarded-for'];
    const forwardedFor = [written, req.socket.remoteAddress].filter(Boolean).join(', ');
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/**
 * The API of a test file: started once on emptied emulators before its tests and closed after
 * them, with `get` and `send` that take the caller's token.
 */
export function apiOfThisFile(reset: () => Promise<void>) {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    await reset();
    api = await startApi();
  });
  afterAll(() => api.close());
  return {
    url: () => api.url,
    get: (path: string, token?: string) => call(`${api.url}${path}`, { token }),
    send: (method: string, path: string, json: unknown, token?: string) => call(`${api.url}${path}`, { method, json, token }),
  };
}

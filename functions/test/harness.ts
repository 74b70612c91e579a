import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../src/app.js';

/** The API app in plain Node on a free port (no Functions emulator needed), for tests. */
export async function startApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
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

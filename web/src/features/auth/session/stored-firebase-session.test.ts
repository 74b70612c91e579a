import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_AUTH_DATABASE, FIREBASE_AUTH_STORE, firebaseMayHoldSession } from './stored-firebase-session';

type Request = Record<string, unknown> & { onsuccess?: () => void; onerror?: () => void; onupgradeneeded?: () => void };

/**
 * A browser's IndexedDB as this check uses it (jsdom has none): the site's databases, and the
 * keys of Firebase's store when its database exists (`keys: null` — a database listed, then gone).
 */
function browserWith(database: { keys: string[] | null; store?: boolean } | null, { listsDatabases = true } = {}) {
  const opened: string[] = [];
  const closed = vi.fn();
  const aborted = vi.fn();
  const factory = {
    databases: listsDatabases ? async () => (database ? [{ name: FIREBASE_AUTH_DATABASE, version: 1 }] : [{ name: 'another-site-database', version: 3 }]) : undefined,
    open(name: string) {
      opened.push(name);
      const request: Request = {};
      queueMicrotask(() => {
        if (!database?.keys) {
          request.transaction = { abort: aborted };
          request.onupgradeneeded?.();
          request.onerror?.();
          return;
        }
        const keys = database.keys;
        request.result = {
          objectStoreNames: { contains: (store: string) => store === FIREBASE_AUTH_STORE && database.store !== false },
          close: closed,
          transaction: () => ({
            objectStore: () => ({
              getAllKeys: () => {
                const reading: Request = {};
                queueMicrotask(() => {
                  reading.result = keys;
                  reading.onsuccess?.();
                });
                return reading;
              },
            }),
          }),
        };
        request.onsuccess?.();
      });
      return request;
    },
  };
  return { databases: factory as unknown as IDBFactory, opened, closed, aborted };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('whether Firebase may hold a session nobody remembered', () => {
  it('answers yes when Firebase kept its user in localStorage or sessionStorage (where IndexedDB could not be used)', async () => {
    const browser = browserWith(null);
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(true);
    localStorage.clear();
    sessionStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(true);
    expect(browser.opened).toEqual([]);
  });

  it("answers yes when Firebase's store holds a signed-in user, and closes the database", async () => {
    const browser = browserWith({ keys: ['firebase:authUser:demo-key:[DEFAULT]'] });
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(true);
    expect(browser.closed).toHaveBeenCalledOnce();
  });

  it('answers no after a sign-out (the store is empty) or when the store is not there', async () => {
    await expect(firebaseMayHoldSession(browserWith({ keys: [] }).databases)).resolves.toBe(false);
    await expect(firebaseMayHoldSession(browserWith({ keys: ['firebase:redirectUser:demo-key:[DEFAULT]'] }).databases)).resolves.toBe(false);
    await expect(firebaseMayHoldSession(browserWith({ keys: ['firebase:authUser:x'], store: false }).databases)).resolves.toBe(false);
  });

  it('never opens, and so never creates, the database of a visitor who never signed in', async () => {
    const browser = browserWith(null);
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(false);
    expect(browser.opened).toEqual([]);
  });

  it('leaves uncreated a database that went between being listed and opened', async () => {
    const browser = browserWith({ keys: null });
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(false);
    expect(browser.aborted).toHaveBeenCalledOnce();
  });

  it('answers no where the browser cannot list its databases or has no IndexedDB at all', async () => {
    const browser = browserWith({ keys: ['firebase:authUser:demo-key:[DEFAULT]'] }, { listsDatabases: false });
    await expect(firebaseMayHoldSession(browser.databases)).resolves.toBe(false);
    expect(browser.opened).toEqual([]);
    // Without an argument it reads the page's own IndexedDB, which jsdom does not have.
    await expect(firebaseMayHoldSession(undefined)).resolves.toBe(false);
  });
});

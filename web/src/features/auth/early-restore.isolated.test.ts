import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/render';
import { rememberSession } from './session/remembered-session';

// The restore is started when the provider's module is first evaluated: each case loads a fresh
// copy of it, with Firebase's watcher replaced by a spy (what it would do is tested with the provider).
const restoreSession = vi.fn();

async function openAppAt(pathname: string) {
  history.replaceState(null, '', pathname);
  vi.resetModules();
  vi.doMock('./watch-current-user', () => ({ restoreSession, watchCurrentUser: vi.fn(() => () => {}) }));
  await import('./auth-provider');
  await vi.dynamicImportSettled();
}

describe("the session's restore, for someone remembered on this browser", () => {
  beforeEach(() => {
    restoreSession.mockClear();
  });
  afterEach(() => {
    vi.doUnmock('./watch-current-user');
    history.replaceState(null, '', '/');
  });

  it("begins as the app's code runs when a dashboard tab opens: every row of the tab waits for it", async () => {
    rememberSession(testUser());
    await openAppAt('/dashboard/myProducts');
    await vi.waitFor(() => expect(restoreSession).toHaveBeenCalledTimes(1));
  });

  it('begins as early on the dashboard itself, whatever the case of its address', async () => {
    rememberSession(testUser());
    await openAppAt('/Dashboard');
    await vi.waitFor(() => expect(restoreSession).toHaveBeenCalledTimes(1));
  });

  it("waits for the first render on a category page, which it would slow (the page's largest paint is the shell's)", async () => {
    rememberSession(testUser());
    await openAppAt('/category/all');
    expect(restoreSession).not.toHaveBeenCalled();
  });

  it('is not begun for nobody remembered, even on the dashboard', async () => {
    await openAppAt('/dashboard/myProducts');
    expect(restoreSession).not.toHaveBeenCalled();
  });
});

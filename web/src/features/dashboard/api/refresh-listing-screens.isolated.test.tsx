import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshListingScreens } from './refresh-listing-screens';

// The catalog's refresh is swapped for one that fails, as it does when the page that held its
// cache has gone while the refresh was on its way; SWR and the other lists are the real ones.
const revalidateListing = vi.fn(() => Promise.reject(new Error('The page that held this cache has gone.')));
vi.mock('@/features/catalog', () => ({ useRevalidateListing: () => revalidateListing }));

/** Lets every settled promise run its handlers, and Node report what none handled. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve));
/** Node's own report of a rejection nobody handled (the tests run in Node; the app's types know only the browser). */
const node = (globalThis as unknown as { process: { on(event: 'unhandledRejection', listener: (reason: unknown) => void): void; off(event: 'unhandledRejection', listener: (reason: unknown) => void): void } }).process;

describe('refreshing the screens that show a listing', () => {
  it('drops a refresh that cannot finish instead of raising an unhandled error: the change itself is made and told', async () => {
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
    try {
      const { result } = renderHook(() => useRefreshListingScreens(), { wrapper });
      result.current({ productId: 'engine-1', sellerEmail: 'seller@machinery.test' }, { buyers: true });
      expect(revalidateListing).toHaveBeenCalledWith('engine-1');
      await nextTurn();
      await nextTurn();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });
});

import { MAX_PAGE_SIZE } from '@contract';
import useSWR, { type ScopedMutator } from 'swr';
import { one } from '@/lib/answers';
import { api, type ApiError } from '@/lib/api-client';

/** The cache key of one machine's heart: whether the signed-in user saved it. */
export const savedKey = (productId: string) => ['/favourites/saved', { productId }] as const;

type Waiting = { resolve: (saved: boolean) => void; reject: (error: unknown) => void };
let waiting: Map<string, Waiting[]> | null = null;

/** Asks the API about every heart that asked within this turn: one call for a page of cards. */
async function askWaiting() {
  const asked = waiting ?? new Map<string, Waiting[]>();
  waiting = null;
  const ids = [...asked.keys()];
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
    const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
    const settle = (each: (w: Waiting, id: string) => void) => chunk.forEach((id) => asked.get(id)?.forEach((w) => each(w, id)));
    try {
      const { data } = await api('/favourites/saved', { query: { productIds: chunk.join(',') }, answer: one('savedMachinesSchema') });
      const saved = new Set(data.productIds);
      settle((w, id) => w.resolve(saved.has(id)));
    } catch (error) {
      settle((w) => w.reject(error));
    }
  }
}

/** Whether the user saved this machine, batched with the other cards on screen. */
function isSaved(productId: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = new Map();
      // Every card of a page mounts within one turn; their questions leave together after it.
      setTimeout(() => void askWaiting(), 0);
    }
    waiting.set(productId, [...(waiting.get(productId) ?? []), { resolve, reject }]);
  });
}

export function useSaved(productId: string) {
  return useSWR<boolean, ApiError, ReturnType<typeof savedKey>>(savedKey(productId), ([, { productId: id }]) => isSaved(id));
}

/** Puts the heart's new state in the cache at once, without asking the API again. */
export function rememberSaved(mutate: ScopedMutator, productId: string, saved: boolean) {
  return mutate(savedKey(productId), saved, { revalidate: false });
}

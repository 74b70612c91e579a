/**
 * `load` run on the first call and its promise kept for every later one; a failed load (the
 * network dropped) runs again on the next call. For code fetched on intent (a chunk, a schema).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

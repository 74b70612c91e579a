/** Runs `work` once the browser is idle (or after a second where it cannot say); answers the cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1_000);
  return () => clearTimeout(id);
}

/** Runs `work` once the browser is idle (or after a second where it cannot say); answers the cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1_000);
  return () => clearTimeout(id);
}

/**
 * Runs each piece of work in an idle moment of its own, in order, so none of them holds up a
 * press or a frame; answers the cancel of what has not run yet.
 */
export function oneByOneWhenIdle(works: readonly (() => void)[]): () => void {
  let cancel = () => {};
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= works.length) return;
    cancel = whenIdle(() => {
      works[index]!();
      next(index + 1);
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

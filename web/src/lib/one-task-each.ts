/**
 * Runs each piece of work in a task of its own, in order, as soon as the one before has ended:
 * the browser may paint, or answer a press, between any two. For work that must happen now
 * (an app starting), where idle moments (when-idle.ts) could come too late.
 */
export function oneTaskEach(works: readonly (() => void)[], from = 0): void {
  if (from >= works.length) return;
  setTimeout(() => {
    works[from]!();
    oneTaskEach(works, from + 1);
  }, 0);
}

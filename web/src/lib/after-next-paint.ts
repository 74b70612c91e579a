/**
 * Runs `work` in a task of its own once the browser has drawn its next frame: the shell's first
 * paint before the app's code starts; what a press shows at once (a drawer closing, a menu going
 * away) before the work that follows (a new address, a new list).
 *
 * Why for a new address: `history.pushState` restyles the whole page before it returns when the page
 * has changed since the last frame (the catalog on a phone: 60–70 ms inside the press); just after
 * a frame there is nothing to restyle.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * The item an open menu's key moves the focus to, as WAI-ARIA's menu has it: the arrows go to the
 * next or the previous one and wrap at the ends, Home and End go to the ends, and a letter goes to
 * the next item whose name starts with it. From the list itself (opened by a pointer, nothing
 * focused yet) the arrows go to the first or the last.
 */
export function itemForKey(items: readonly HTMLElement[], current: Element | null, key: string): HTMLElement | undefined {
  const at = items.findIndex((item) => item === current);
  const count = items.length;
  if (key === 'ArrowDown') return items[at < 0 ? 0 : (at + 1) % count];
  if (key === 'ArrowUp') return items[at < 0 ? count - 1 : (at - 1 + count) % count];
  if (key === 'Home') return items[0];
  if (key === 'End') return items.at(-1);
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const item = items[(at + step + count) % count];
    if (item?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) return item;
  }
  return undefined;
}

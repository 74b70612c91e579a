/**
 * jsdom has no popover API (the `popover` attribute, showPopover, hidePopover, `:popover-open`).
 * This stand-in does what the app leans on, as the HTML standard says for an `auto` popover (a
 * `manual` one only shows and hides):
 * showing and hiding fire "beforetoggle" at once and "toggle" in a later task, each with its old
 * and new state; a button with `popovertarget` toggles its popover when pressed; Escape hides the
 * topmost one and a press outside it (not on its button) hides it; hiding it with the focus inside
 * gives the focus back to what had it before; a hidden one is not shown. The top layer and the
 * placing are a browser's: the browser journeys cover them (deals.spec.ts).
 */
const shown: { popover: HTMLElement; before: Element | null }[] = [];
const OPEN = 'data-stand-in-popover-open';

function toggleEvent(type: 'beforetoggle' | 'toggle', oldState: string, newState: string) {
  return Object.assign(new Event(type, { cancelable: type === 'beforetoggle' && newState === 'open' }), { oldState, newState });
}

function isShown(element: Element) {
  return element.hasAttribute(OPEN);
}

function showPopover(this: HTMLElement) {
  if (isShown(this)) return;
  if (!this.dispatchEvent(toggleEvent('beforetoggle', 'closed', 'open'))) return;
  shown.push({ popover: this, before: document.activeElement });
  this.setAttribute(OPEN, '');
  setTimeout(() => this.dispatchEvent(toggleEvent('toggle', 'closed', 'open')), 0);
}

function hide(popover: HTMLElement, focusBefore: boolean) {
  if (!isShown(popover)) return;
  popover.dispatchEvent(toggleEvent('beforetoggle', 'open', 'closed'));
  const at = shown.findIndex((entry) => entry.popover === popover);
  const [entry] = at >= 0 ? shown.splice(at, 1) : [];
  const focusWasInside = popover.contains(document.activeElement);
  popover.removeAttribute(OPEN);
  if (focusBefore && focusWasInside && entry?.before instanceof HTMLElement && entry.before.isConnected) entry.before.focus();
  setTimeout(() => popover.dispatchEvent(toggleEvent('toggle', 'open', 'closed')), 0);
}

function hidePopover(this: HTMLElement) {
  hide(this, true);
}

function togglePopover(this: HTMLElement, force?: boolean) {
  const next = force ?? !isShown(this);
  if (next) showPopover.call(this);
  else hidePopover.call(this);
  return next;
}

/** The popover a button names with `popovertarget`, if it is one. */
function targetOf(node: EventTarget | null): HTMLElement | null {
  const button = node instanceof Element ? node.closest('button[popovertarget]') : null;
  const target = button ? document.getElementById(button.getAttribute('popovertarget') ?? '') : null;
  return target?.hasAttribute('popover') ? target : null;
}

export function standInForPopovers() {
  Object.assign(HTMLElement.prototype, { showPopover, hidePopover, togglePopover });
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ':popover-open' ? isShown(this) : matches.call(this, selectors);
  };
  // jsdom's own style sheet hides every popover, as its `:popover-open` matches none: a shown one
  // is drawn, a hidden one stays out of the accessibility tree.
  const hidden = document.createElement('style');
  hidden.textContent = `[popover][${OPEN}] { display: block !important; }`;
  document.head.append(hidden);

  document.addEventListener('click', (event) => {
    const target = targetOf(event.target);
    if (target && !event.defaultPrevented) togglePopover.call(target);
  });
  // A manual popover (the toasts' layer) is shown and hidden by its script alone.
  const topAuto = () => shown.filter((entry) => entry.popover.getAttribute('popover') !== 'manual').at(-1)?.popover;
  document.addEventListener('keydown', (event) => {
    const top = topAuto();
    if (event.key === 'Escape' && top) hide(top, true);
  });
  document.addEventListener('pointerdown', (event) => {
    const top = topAuto();
    if (!top || !(event.target instanceof Node) || top.contains(event.target) || targetOf(event.target) === top) return;
    hide(top, false);
  });
}

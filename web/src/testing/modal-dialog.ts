/**
 * jsdom has <dialog> without its behaviour (no showModal, no close). This stand-in does what the
 * app leans on, as the HTML standard says: showModal opens it and puts the focus on its first
 * focusable element; close shuts it, gives the focus back to what had it before and fires "close";
 * Escape fires a cancelable "cancel" and then closes the topmost one; a closed one is not shown. The top layer, the inert page
 * behind and the backdrop are a browser's: the browser journeys cover them (search.spec.ts).
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const opened: { dialog: HTMLDialogElement; before: Element | null }[] = [];

function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const at = opened.findIndex((entry) => entry.dialog === this);
  const [entry] = at >= 0 ? opened.splice(at, 1) : [];
  if (entry?.before instanceof HTMLElement && entry.before.isConnected) entry.before.focus();
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
}

function showModal(this: HTMLDialogElement) {
  if (this.hasAttribute('open')) return;
  opened.push({ dialog: this, before: document.activeElement });
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

export function standInForModalDialogs() {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  // The browser's own style sheet hides a closed dialog: it is then out of the accessibility tree.
  const hidden = document.createElement('style');
  hidden.textContent = 'dialog:not([open]) { display: none; }';
  document.head.append(hidden);
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = opened.at(-1)?.dialog;
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, MAX_VISIBLE_TOASTS } from './toaster';

/** The window as wide (or not) as `wide` says, for any media query the toaster might ask. */
function windowWide(wide: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: /min-width/.test(query) === wide }));
}

/** The toast's own positioned wrapper (react-hot-toast places each toast in one). */
const wrapperOf = (text: string) => screen.getByText(text).closest('[data-rht-toaster] > div') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.remove());
});

describe('toaster', () => {
  it(`keeps at most ${MAX_VISIBLE_TOASTS} toasts on screen, letting the oldest go`, async () => {
    render(<AppToaster />);

    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Notice ${index}`);
    });

    await waitFor(() => expect(screen.queryByText('Notice 5')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getAllByText(/^Notice \d+$/)).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(screen.getByText('Notice 25')).toBeInTheDocument();
  });

  it.each([
    ['a phone', false],
    ['a wide screen', true],
  ])('on %s shows toasts at the bottom, never over the top bar or the dashboard\'s tabs', async (_, wide) => {
    windowWide(wide);
    render(<AppToaster />);
    act(() => void toast.error('Refused'));

    await screen.findByText('Refused');
    expect(wrapperOf('Refused').style.bottom).toBe('0px');
    expect(wrapperOf('Refused').style.top).toBe('');
  });

  it('stands in the top layer, and a toast said while a modal dialog is open is raised above it', async () => {
    render(
      <>
        <AppToaster />
        <dialog aria-label="Book this machine">
          <button type="button">Submit</button>
        </dialog>
      </>,
    );
    const layer = document.querySelector<HTMLElement>('[popover="manual"]');
    expect(layer?.matches(':popover-open')).toBe(true);
    const dialog = document.querySelector('dialog')!;
    dialog.showModal();
    // Shown again after the dialog, the layer is the top layer's last: drawn above the dialog.
    const shown = vi.spyOn(HTMLElement.prototype, 'showPopover');

    act(() => void toast.error('This machine is already booked.'));

    await screen.findByText('This machine is already booked.');
    expect(shown.mock.contexts).toContain(layer);
    expect(layer?.matches(':popover-open')).toBe(true);
    dialog.close();
  });
});

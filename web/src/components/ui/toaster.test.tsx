import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, BELOW_TOP_BAR, MAX_VISIBLE_TOASTS, WIDE_SCREEN } from './toaster';

/** The window as wide (or not) as `wide` says, for the toaster's one media query. */
function windowWide(wide: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === WIDE_SCREEN && wide }));
}

/** The toast's own positioned wrapper (react-hot-toast places each toast in one). */
const wrapperOf = (text: string) => screen.getByText(text).closest('[data-rht-toaster] > div') as HTMLElement;
const container = () => document.querySelector('[data-rht-toaster]') as HTMLElement;

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

  it('on a wide screen starts toasts below the top bar, never over it or its links', async () => {
    windowWide(true);
    render(<AppToaster />);
    act(() => void toast.success('Saved'));

    await screen.findByText('Saved');
    expect(container().style.top).toBe(BELOW_TOP_BAR);
    expect(BELOW_TOP_BAR).toContain('var(--chakra-sizes-16)');
    expect(wrapperOf('Saved').style.top).toBe('0px');
  });

  it('on a phone, where the top bar opens its links as a column, shows toasts at the bottom', async () => {
    windowWide(false);
    render(<AppToaster />);
    act(() => void toast.error('Refused'));

    await screen.findByText('Refused');
    expect(wrapperOf('Refused').style.bottom).toBe('0px');
    expect(wrapperOf('Refused').style.top).toBe('');
    expect(container().style.top).not.toBe(BELOW_TOP_BAR);
  });
});

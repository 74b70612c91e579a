import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { AppToaster, MAX_VISIBLE_TOASTS } from './toaster';

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
});

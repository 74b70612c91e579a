import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { renderWithProviders } from '@/testing/render';
import { VerifiedTickWithDate } from './verified-tick';

describe('a seller’s blue tick beside their machine', () => {
  it('opens a small popover saying an admin verified the seller, and on which day', async () => {
    renderWithProviders(<VerifiedTickWithDate verifiedAt="2026-03-02T10:15:00.000Z" />);

    const tick = screen.getByRole('button', { name: 'Verified seller' });
    expect(tick).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tick);

    const popover = await screen.findByRole('dialog', { name: 'Verified seller' });
    expect(popover).toHaveAccessibleDescription(`Verified by an admin on ${formatDay('2026-03-02T10:15:00.000Z')}`);
    expect(formatDay('2026-03-02T10:15:00.000Z')).toMatch(/^Mar [12], 2026$/);
    // The popover is set up on the first press: the tick is then its trigger, and the focus goes in.
    expect(screen.getByRole('button', { name: 'Verified seller' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));

    // Escape closes it and gives the focus back to the tick.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Verified seller' })).toHaveFocus();
  });

  it('opens from the keyboard too, and says only who verified a tick given before its day was kept', async () => {
    renderWithProviders(<VerifiedTickWithDate verifiedAt={undefined} />);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Verified seller' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Verified seller' })).toHaveAccessibleDescription('Verified by an admin');
  });
});

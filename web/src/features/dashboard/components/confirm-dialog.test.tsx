import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { holdNextFrame } from '@/testing/frames';
import { ConfirmButton } from './confirm-button';
import { ConfirmDialog } from './confirm-dialog';

// The platform's <dialog> under jsdom's stand-in (testing/modal-dialog.ts): the focus, Escape and
// what is in the page; the dimmed page and the inert rows behind are the browser journeys' (dialog-styles.spec.ts).

function Asking({ onConfirm = async () => undefined }: { onConfirm?: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Old pump
      </button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Delete Old pump?" confirmLabel="Delete" busyLabel="Deleting…" cancelLabel="Keep it" onConfirm={onConfirm}>
        <p>It leaves the catalog at once.</p>
      </ConfirmDialog>
    </>
  );
}

describe('a confirmation', () => {
  it('is nowhere in the page until asked, then asks with its harmless choice focused, and leaves once closed', async () => {
    renderWithProviders(<Asking />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old pump' }));
    // It opens once the press's frame is drawn.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Old pump?' });
    expect(dialog).toHaveAccessibleDescription('It leaves the catalog at once.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Old pump' })).toHaveFocus();
  });

  it('closes on Escape, but not while its step runs', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Asking onConfirm={onConfirm} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old pump' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old pump' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Old pump?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    // The step's button says what runs, and takes no second press.
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('a row’s confirm button', () => {
  it('says it opens a dialog, shows itself expanded within the press, and the dialog opens after that frame', async () => {
    renderWithProviders(
      <ConfirmButton label="Delete" ariaLabel="Delete Old pump" title="Delete Old pump?" confirmLabel="Delete" busyLabel="Deleting…" onConfirm={async () => true}>
        <p>It leaves the catalog at once.</p>
      </ConfirmButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete Old pump' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const nextFrame = holdNextFrame();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await nextFrame();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Old pump?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, FormDialogForm } from './form-dialog';

// A form dialog as the app's are drawn (the booking's, a saved search's), its state held outside.
function NameDialog({ onSubmit = vi.fn() }: { onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={setOpen} title="Save this search" trigger={<button type="button">Save search</button>}>
      <FormDialogForm
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        submitLabel="Save"
        busyLabel="Saving…"
        busy={false}
      >
        <label>
          Name <input name="name" />
        </label>
      </FormDialogForm>
    </FormDialog>
  );
}

async function openIt() {
  render(<NameDialog />);
  const trigger = screen.getByRole('button', { name: 'Save search' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
  // It opens once the press's frame is drawn, the focus on its first field.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return { trigger, dialog };
}

describe('a form dialog', () => {
  it('is drawn only once asked for, named by its title, and Cancel gives the focus back to its button', async () => {
    render(<NameDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Save search' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Save this search' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape and the close button leave it', async () => {
    const { trigger } = await openIt();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a press on the dimmed page leaves it; a press that only ends there (selecting text in a field) does not', async () => {
    const { dialog } = await openIt();
    const field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.pointerDown(field);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The dimmed page is the dialog's own box around its panel.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens afresh each time: what was typed is gone', async () => {
    const { trigger } = await openIt();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Diesel pumps');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});

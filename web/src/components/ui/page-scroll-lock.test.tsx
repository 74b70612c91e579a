import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from '@/features/dashboard/components/confirm-dialog';
import { FormDialog } from './form-dialog';

const root = () => document.documentElement;

function TwoDialogs() {
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setConfirming(true)}>
        Delete
      </button>
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} title="Delete it?" confirmLabel="Delete" busyLabel="Deleting…" onConfirm={async () => setAsking(true)}>
        <p>It goes for good.</p>
      </ConfirmDialog>
      <FormDialog open={asking} onOpenChange={setAsking} title="Why?">
        <button type="button" onClick={() => setAsking(false)}>
          Done
        </button>
      </FormDialog>
    </>
  );
}

describe('the page behind a dialog', () => {
  it('does not scroll while a dialog is open, and scrolls again once it has closed', async () => {
    renderWithProviders(<TwoDialogs />);
    expect(root().style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(root().style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(root().style.overflow).toBe(''));
  });

  it('is held by one dialog opening another, until the last has closed', async () => {
    renderWithProviders(<TwoDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete it?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    // The confirmation closes once its step has settled; the second dialog is then open alone.
    await screen.findByRole('dialog', { name: 'Why?' });
    expect(root().style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(root().style.overflow).toBe(''));
  });

  it('is held without a custom property on the root, which would restyle every element of the page', async () => {
    renderWithProviders(<TwoDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(root().style.overflow).toBe('hidden');
    expect(Array.from(root().style).filter((property) => property.startsWith('--'))).toEqual([]);
    expect(document.body.hasAttribute('data-scroll-lock')).toBe(false);
  });

  it('is the one lock of every dialog and drawer of the app: each spreads it into its Root, none keeps Chakra’s', () => {
    const sources = import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const modals = Object.entries(sources).filter(([path, source]) => !path.endsWith('.test.tsx') && /<(Dialog|Drawer)\.Root\b/.test(source));
    expect(modals.length).toBeGreaterThanOrEqual(1);
    // The platform's modal <dialog> (the filters' drawer, the confirmations, the forms' dialogs) leaves the page scrollable: it takes the lock too.
    const nativeModals = Object.entries(sources).filter(([path, source]) => !path.endsWith('.test.tsx') && /<dialog\b/.test(source));
    expect(nativeModals.length).toBeGreaterThanOrEqual(2);
    for (const [path, source] of nativeModals) expect(source, path).toMatch(/usePageScrollLock\(open\)/);
    for (const [path, source] of modals) {
      const roots = source.match(/<(Dialog|Drawer)\.Root\b(?:=>|[^>])*>/g) ?? [];
      expect(source, path).toMatch(/const (\w+) = usePageScrollLock\(/);
      const held = /const (\w+) = usePageScrollLock\(/.exec(source)![1]!;
      for (const root of roots) expect(root, path).toContain(`{...${held}}`);
      expect(source, path).not.toMatch(/preventScroll=/);
    }
  });
});


import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiCall } from './stub-api';

/** A row's step that asks first: its button, the alert dialog's name and words, its confirm button. */
type ConfirmedStep = { button: string; dialog: string; says: string; confirm: string; method: string };

/**
 * Presses the row's `button`, checks the alert dialog asks first (no `method` call is sent before
 * the answer), then confirms.
 */
export async function takeConfirmedStep(calls: ApiCall[], { button, dialog, says, confirm, method }: ConfirmedStep) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const asking = await screen.findByRole('alertdialog', { name: dialog });
  expect(asking).toHaveTextContent(says);
  expect(calls.some((call) => call.method === method)).toBe(false);
  await userEvent.click(within(asking).getByRole('button', { name: confirm }));
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Waits for a screen's "could not load" alert, checks that it says what could not be loaded and
 * why, and answers its "Try again".
 */
export async function tryAgainAfterLoadFailed(what: string, reason: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`We could not load ${what}.`);
  expect(alert).toHaveTextContent(reason);
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
}

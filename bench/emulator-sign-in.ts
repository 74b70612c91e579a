// Signing in the way the web app does, for the bench's own calls and browsers.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../emulators/seed/data.js';

/** An ID token of `email` (a seeded or bench account, the demo password) from the Auth emulator at `host`. */
export async function emulatorIdToken(email: string, host: string): Promise<string> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** Signs `email` in through the web app's own form at `origin`, and waits for the account menu. */
export async function signInThroughForm(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signin`, { timeout: 60_000 });
  // By input type, not label: the labels carry a required mark ("Email *").
  await page.locator('form input[type="email"]').fill(email, { timeout: 60_000 });
  await page.locator('form input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('button', { name: /^Account menu of / }).waitFor({ state: 'visible', timeout: 60_000 });
}

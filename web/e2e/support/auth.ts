import { expect, type Page } from '@playwright/test';

/** The password of every seeded demo account (emulators/seed/data.ts). */
export const DEMO_PASSWORD = 'Machine#2026';

/** The signed-in user's avatar in the top bar: it opens the account menu. */
export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu of / });
}

/** The top bar's way in, shown once nobody is signed in. */
export function signInLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
}

/** Fills and submits the Sign In form of the current page. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in from /signin and waits until the avatar menu shows (the app then is on the home page). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await submitSignInForm(page, email, password);
  await expect(accountMenuButton(page)).toBeVisible();
}

/**
 * Opens `item` of the avatar menu (a link) and waits for its address. Just after signing in or up,
 * the menu's first opening may drop a press on an item (seen once in a full run: the menu open,
 * Account pressed, still on the home page): the press is made again until the page moves on, as
 * signOut does.
 */
export async function openFromAccountMenu(page: Page, item: string, address: string) {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (page.url().endsWith(address)) return;
    if (!(await entry.isVisible())) await accountMenuButton(page).click({ timeout: 2_000 });
    await entry.click({ timeout: 2_000 });
    await expect(page).toHaveURL(address, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs out through the avatar menu of the current page and waits until Sign In shows again. */
export async function signOut(page: Page) {
  // Just after a load the header is drawn again once Firebase confirms the remembered session,
  // and a press on the menu's item can be lost (seen once on a slow run: the menu still open,
  // still signed in): press again until Sign In shows.
  const item = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(async () => {
    if (await signInLink(page).isVisible()) return;
    if (!(await item.isVisible())) await accountMenuButton(page).click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await expect(signInLink(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

import type { Page } from '@playwright/test';
import { createAccount, idTokenOf } from './support/accounts.js';
import { signIn } from './support/auth.js';
import { listMachine } from './support/listings.js';
import { owedWorkDone } from './support/owed-work.js';
import { chakraDrawnElements, expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// Questions about a machine between accounts of the journey's own, on a machine of its own: the
// seeded accounts and machines other journeys rely on are never touched.

/** The bell of the top bar, whatever it counts. */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** The conversation about `machine` in the Messages list. */
function conversationLink(page: Page, machine: string) {
  return page.getByRole('list', { name: 'Your conversations' }).getByRole('link').filter({ hasText: machine });
}

/** The messages of the open conversation. */
function messagesLog(page: Page) {
  return page.getByRole('log', { name: 'Messages' });
}

test('a buyer asks the seller about a machine from its card, the seller hears of it and answers, and the buyer replies', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Selim Seller ${stamp}`, 'seller');
  const buyer = await createAccount(request, `Bina Buyer ${stamp}`, 'buyer');
  const machine = await listMachine(request, seller.email, `Lister Petter TS2 ${stamp}`);
  const question = 'Does it start cold in winter?\nPhotos: https://example.test/engine';

  // The buyer finds the machine in the catalog and asks about it from its card.
  await signIn(page, buyer.email);
  await page.goto(`/category/all?q=${encodeURIComponent(machine.name)}`);
  const card = page.getByRole('main').getByRole('article', { name: machine.name });
  await card.getByRole('button', { name: 'Ask the seller' }).click();
  const dialog = page.getByRole('dialog', { name: `Ask about ${machine.name}` });
  const field = dialog.getByRole('textbox', { name: /Your question/ });
  await expect(field).toBeFocused();
  await field.fill(question);
  await expect(dialog.getByText(`${question.length} / 2,000`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your question is sent to the seller.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await owedWorkDone();

  // The seller, in a browser of their own, hears of it: the bell and an unread conversation.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email);
  await expect(bell(sellerPage)).toHaveAccessibleName('Notifications, 1 unread');
  await sellerPage.goto('/dashboard');
  await sellerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  await expect(sellerPage).toHaveURL('/dashboard/messages');
  const asked = conversationLink(sellerPage, machine.name);
  await expect(asked).toContainText(`Buyer: ${buyer.displayName}`);
  await expect(asked).toContainText('Does it start cold in winter?');
  await expect(asked.getByText('Unread', { exact: true })).toBeVisible();

  // The bell's notice leads to the conversation.
  await bell(sellerPage).click();
  const notice = sellerPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: `Unread: New message about ${machine.name}.` });
  await notice.click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/messages\/[^/]+$/);
  const conversationPath = new URL(sellerPage.url()).pathname;
  await expect(sellerPage.getByRole('heading', { level: 1, name: `Conversation about ${machine.name}` })).toBeVisible();
  await expect(sellerPage.getByRole('link', { name: machine.name })).toHaveAttribute('href', `/product/${machine.id}`);
  await expect(messagesLog(sellerPage)).toContainText('Photos: https://example.test/engine');
  // An address in a message stays text.
  await expect(messagesLog(sellerPage).getByRole('link')).toHaveCount(0);
  await expect(bell(sellerPage)).toHaveAccessibleName('Notifications', { timeout: 40_000 });

  // The seller answers with Enter.
  const sellerReply = sellerPage.getByRole('form', { name: 'Reply' }).getByRole('textbox', { name: /Your reply/ });
  await sellerReply.fill('Yes, first pull. Come on Saturday.');
  await sellerReply.press('Enter');
  await expect(messagesLog(sellerPage).getByRole('listitem').last()).toContainText('Yes, first pull. Come on Saturday.');
  await expect(sellerReply).toHaveValue('');
  await owedWorkDone();

  // The buyer finds the answer unread in Messages, reads it, and replies on two lines.
  await page.goto('/dashboard/messages');
  const answered = conversationLink(page, machine.name);
  await expect(answered).toContainText(`Seller: ${seller.displayName}`);
  await expect(answered).toContainText('Yes, first pull. Come on Saturday.');
  await expect(answered.getByText('Unread', { exact: true })).toBeVisible();
  // A list of conversations is drawn from static styles: no Chakra part on the page.
  expect(await chakraDrawnElements(page)).toBe(0);
  await answered.click();
  await expect(page).toHaveURL(conversationPath);
  await expect(messagesLog(page).getByRole('listitem').last()).toContainText(seller.displayName);
  await expect(messagesLog(page).getByRole('listitem').last()).toContainText('Yes, first pull. Come on Saturday.');
  const buyerReply = page.getByRole('form', { name: 'Reply' }).getByRole('textbox', { name: /Your reply/ });
  await buyerReply.fill('Great.');
  await buyerReply.press('Shift+Enter');
  await buyerReply.pressSequentially('See you then.');
  await expect(buyerReply).toHaveValue('Great.\nSee you then.');
  await buyerReply.press('Enter');
  await expect(messagesLog(page).getByRole('listitem').last()).toContainText('Great.\nSee you then.');

  // The seller's open conversation brings the reply by itself.
  await expect(messagesLog(sellerPage).getByRole('listitem').last()).toContainText('See you then.', { timeout: 20_000 });
  await sellerContext.close();

  // Back in the list, the buyer's own last message reads "You: …" and nothing is unread.
  await page.getByRole('link', { name: '← All messages' }).click();
  // GET /conversations leaves out the words of the caller's own last message for now (it looks up
  // only the other party's name): the list then says the user wrote last.
  await expect(conversationLink(page, machine.name)).toContainText(/You: Great\. See you then\.|You wrote last\./);
  await expect(conversationLink(page, machine.name).getByText('Unread', { exact: true })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone Messages and a conversation have no serious accessibility violation and stay on screen (${theme})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const stamp = Date.now();
      const seller = await createAccount(request, `Sadia Seller ${stamp}`, 'seller');
      const buyer = await createAccount(request, `Babul Buyer ${stamp}`, 'buyer');
      const machine = await listMachine(request, seller.email, `Kirloskar TV1 ${stamp}`);
      const { idToken } = await idTokenOf(request, buyer.email);
      const asked = await request.post(`/api/products/${machine.id}/conversations`, {
        headers: { Authorization: `Bearer ${idToken}` },
        data: { text: `Is the ${machine.name} still for sale? It would run a small rice mill, about six hours a day, mostly in the dry season.` },
      });
      expect(asked.status()).toBe(201);
      const { data } = (await asked.json()) as { data: { conversation: { _id: string } } };

      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, buyer.email);
      await page.goto('/dashboard/messages');
      await expect(conversationLink(page, machine.name)).toBeVisible();
      await settled(page);
      await expectTheme(page, theme);
      await expectNoSeriousViolations(page, `Messages (${theme})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.goto(`/dashboard/messages/${data.conversation._id}`);
      await expect(messagesLog(page)).toContainText('still for sale?');
      await settled(page);
      // A message under the reply too: sent empty.
      await page.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Write a message first')).toBeVisible();
      await expectNoSeriousViolations(page, `a conversation (${theme})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
}

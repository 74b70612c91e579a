import { notFound, type PageRequest } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { notificationsStore } from '../store/notifications.js';
import type { Caller } from './caller.js';
import { COUNT_CAP, counted, UNREAD_CAP } from './counts.js';
import { handOn, owe } from './work/owed.js';
import { PAGE_WRITES, type Page } from './work/page.js';

/** GET /notifications: the caller's, newest first, with how many there are and how many are unread. */
export async function myNotifications(caller: Caller, page: PageRequest) {
  const [list, counts] = await Promise.all([notificationsStore.page(caller.uid, page), notificationsStore.counts(caller.uid, COUNT_CAP, UNREAD_CAP)]);
  return { ...list, ...counted(counts.total), unread: counts.unread };
}

/** PUT /notifications/{id}/read: one of the caller's own. */
export async function markNotificationRead(caller: Caller, id: string) {
  if (!(await notificationsStore.markRead(caller.uid, id))) throw notFound('No notification with that id.');
  return { marked: 1, unread: (await notificationsStore.counts(caller.uid, COUNT_CAP, UNREAD_CAP)).unread };
}

/** Notifications marked read in one page: by the call itself, then by its work. */
const READ_PER_PAGE = PAGE_WRITES;

/**
 * PUT /notifications/read: all of the caller's. The first 400 are marked by the call; more than
 * that (a long-unread account) are marked by the work it records, so the call stays bounded.
 */
export async function markAllNotificationsRead(caller: Caller) {
  const ids = await notificationsStore.unreadIds(caller.uid, READ_PER_PAGE);
  const owed = ids.length === READ_PER_PAGE ? [owe('read-notifications', { userUid: caller.uid })] : [];
  await commitTogether([...ids.map((id) => notificationsStore.readWrite(id)), ...owed.map((o) => o.write)]);
  await handOn(...owed);
  return { marked: ids.length, unread: 0 };
}

/** One page of `read-notifications`: up to 400 more of the user's unread notifications marked read. */
export async function readNotificationsPage({ userUid }: { userUid: string }): Promise<Page> {
  const ids = await notificationsStore.unreadIds(userUid, READ_PER_PAGE);
  return { writes: ids.map((id) => notificationsStore.readWrite(id)), next: ids.length === READ_PER_PAGE ? 'more' : null };
}

import { notFound, type PageRequest } from '../contract/index.js';
import { notificationsStore } from '../store/notifications.js';
import type { Caller } from './caller.js';

/** GET /notifications: the caller's, newest first, with how many there are and how many are unread. */
export async function myNotifications(caller: Caller, page: PageRequest) {
  const [list, counts] = await Promise.all([notificationsStore.page(caller.uid, page), notificationsStore.counts(caller.uid)]);
  return { ...list, ...counts };
}

/** PUT /notifications/{id}/read: one of the caller's own. */
export async function markNotificationRead(caller: Caller, id: string) {
  if (!(await notificationsStore.markRead(caller.uid, id))) throw notFound('No notification with that id.');
  return { marked: 1, unread: (await notificationsStore.counts(caller.uid)).unread };
}

/** PUT /notifications/read: all of the caller's. */
export async function markAllNotificationsRead(caller: Caller) {
  const marked = await notificationsStore.markAllRead(caller.uid);
  return { marked, unread: 0 };
}

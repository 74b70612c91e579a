import { Router } from 'express';
import { pageRequest } from '../contract/index.js';
import * as calls from '../contract/operations/notifications.js';
import { markAllNotificationsRead, markNotificationRead, myNotifications } from '../domain/notifications.js';
import { serve } from '../http/serve.js';

export const notificationsRouter = Router();

serve(notificationsRouter, calls.listNotifications, async ({ caller, query }) => {
  const { items, next, total, totalCapped, unread } = await myNotifications(caller, pageRequest(query));
  return { message: `${unread} unread of ${total}${totalCapped ? '+' : ''} notifications.`, data: items, next, total, totalCapped, unread };
});

serve(notificationsRouter, calls.markAllNotificationsRead, async ({ caller }) => {
  const result = await markAllNotificationsRead(caller);
  return { message: `${result.marked} notifications marked read.`, data: result };
});

serve(notificationsRouter, calls.markNotificationRead, async ({ caller, params }) => {
  const result = await markNotificationRead(caller, params.id);
  return { message: 'Notification marked read.', data: result };
});

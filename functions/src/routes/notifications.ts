import { Router } from 'express';
import { z } from 'zod';
import { documentId, notificationSchema, notificationsReadSchema, pageQuerySchema, pageRequest } from '../contract/index.js';
import { markAllNotificationsRead, markNotificationRead, myNotifications } from '../domain/notifications.js';
import { route } from '../http/route.js';

export const notificationsRouter = Router();

notificationsRouter.get(
  '/notifications',
  route({ access: 'signed-in', query: pageQuerySchema, answer: z.array(notificationSchema) }, async ({ caller, query }) => {
    const { items, next, total, totalCapped, unread } = await myNotifications(caller, pageRequest(query));
    return { message: `${unread} unread of ${total}${totalCapped ? '+' : ''} notifications.`, data: items, next, total, totalCapped, unread };
  }),
);

notificationsRouter.put(
  '/notifications/read',
  route({ access: 'signed-in', answer: notificationsReadSchema }, async ({ caller }) => {
    const result = await markAllNotificationsRead(caller);
    return { message: `${result.marked} notifications marked read.`, data: result };
  }),
);

notificationsRouter.put(
  '/notifications/:id/read',
  route({ access: 'signed-in', params: z.strictObject({ id: documentId }), answer: notificationsReadSchema }, async ({ caller, params }) => {
    const result = await markNotificationRead(caller, params.id);
    return { message: 'Notification marked read.', data: result };
  }),
);

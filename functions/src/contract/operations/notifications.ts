import { z } from 'zod';
import { documentId } from '../fields.js';
import { pageQuerySchema } from '../lists.js';
import { notificationSchema, notificationsReadSchema } from '../notification.js';
import { operation } from './operation.js';

export const listNotifications = operation({
  id: 'listNotifications',
  method: 'get',
  path: '/notifications',
  tag: 'Notifications',
  summary: "The caller's notifications",
  who: 'signed-in, own',
  description: 'Newest first, paged, with `total` and `unread` (counted up to 100).',
  access: 'signed-in',
  query: pageQuerySchema,
  answer: z.array(notificationSchema),
  page: ['next', 'total', 'unread'],
});

export const markAllNotificationsRead = operation({
  id: 'markAllNotificationsRead',
  method: 'put',
  path: '/notifications/read',
  tag: 'Notifications',
  summary: 'Mark every notification read',
  who: 'signed-in, own',
  access: 'signed-in',
  answer: notificationsReadSchema,
});

export const markNotificationRead = operation({
  id: 'markNotificationRead',
  method: 'put',
  path: '/notifications/{id}/read',
  tag: 'Notifications',
  summary: 'Mark one notification read',
  who: 'signed-in, own',
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  answer: notificationsReadSchema,
  errors: [404],
});

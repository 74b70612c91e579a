import { api } from '@/lib/api-client';
import { one, page } from '@/lib/answers';
import { usePagedList, type PagedListKey } from '@/lib/use-paged-list';

/** A page is what fits the bell's list without scrolling far; "Load more" brings the next. */
const PAGE_SIZE = 10;

/** The signed-in user's notifications (`GET /notifications`), newest first. */
export const notificationsKey = ['/notifications', { limit: PAGE_SIZE }] as const satisfies PagedListKey;

/** How often the bell asks for news while the page is in view. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/**
 * The caller's notifications and how many are unread, asked again every half minute and
 * whenever the user comes back to the page. The app keeps most answers five minutes (lib/swr.ts);
 * here that would swallow every refresh, so a repeat is merged only within a few seconds.
 */
export function useNotifications() {
  return usePagedList(notificationsKey, page('notificationSchema'), {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    revalidateOnFocus: true,
    dedupingInterval: 2_000,
  });
}

const marked = one('notificationsReadSchema');

/** `PUT /notifications/{id}/read`: one of the caller's own. */
export function markNotificationRead(id: string) {
  return api(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', answer: marked });
}

/** `PUT /notifications/read`: all of the caller's. */
export function markAllNotificationsRead() {
  return api('/notifications/read', { method: 'PUT', answer: marked });
}

import type { AuditAction } from '@contract';
import { page } from '@/lib/answers';
import { usePagedList, type PagedListKey } from '@/lib/use-paged-list';

/** The key of the admin trail (`GET /audit`), all of it or one action's entries. */
export const auditLogKey = (action: AuditAction | null) => ['/audit', action ? { action } : {}] as const satisfies PagedListKey;

/** The admin trail, newest first, paged; `action` keeps one kind of entry. */
export function useAuditLog(action: AuditAction | null) {
  return usePagedList(auditLogKey(action), page('auditEntrySchema'));
}

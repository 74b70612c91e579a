import type { ListedProduct } from '@contract';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/features/auth';
import { one } from '@/lib/answers';
import { api } from '@/lib/api-client';

/** `POST /products/{id}/views`: counts a signed-in person's look at a machine (once a person a day, the API decides). */
export function recordView(id: string) {
  return api(`/products/${encodeURIComponent(id)}/views`, { method: 'POST', answer: one('viewCountedSchema') });
}

/**
 * Counts one view of the machine when its page opens, once the machine and who looks are known.
 * Never for its own seller (a machine knows `sellerUid` only for its seller and admins) nor an
 * admin, whom the API would not count anyway. Sent and forgotten: a failure only loses one count,
 * so the page neither waits for it nor says anything.
 */
export function useRecordView(product: Pick<ListedProduct, '_id' | 'sellerUid'> | undefined) {
  const { user } = useCurrentUser();
  // The page's product is read again (focus, edits) while it stays open: one count per opening.
  const counted = useRef<string | null>(null);
  const id = product?._id;
  const own = Boolean(user && product?.sellerUid === user.uid);

  useEffect(() => {
    if (!id || !user || own || user.role === 'admin' || counted.current === id) return;
    counted.current = id;
    recordView(id).catch(() => undefined);
  }, [id, user, own]);
}

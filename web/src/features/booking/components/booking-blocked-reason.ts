import type { ListedProduct } from '@contract';
import type { CurrentUser } from '@/features/auth';

/** Why "Book now" is off for this user and product, or null when it may be booked. */
export function bookingBlockedReason(product: Pick<ListedProduct, 'sold' | 'sellerUid'>, user: CurrentUser | null): string | null {
  if (!user) return 'Sign in to book';
  if (product.sold) return 'This machine is sold';
  if (product.sellerUid === user.uid) return 'This is your product';
  return null;
}

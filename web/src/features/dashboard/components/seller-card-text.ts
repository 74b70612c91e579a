import type { CurrentUser } from '@/features/auth';
import { shownName } from '@/lib/format';
import { initials } from '@/lib/initials';

/** Whether the blue tick is earned: sellerVerify for a seller, adminVerify for an admin. */
export function isVerified(user: CurrentUser): boolean {
  if (user.role === 'seller') return user.sellerVerify;
  if (user.role === 'admin') return user.adminVerify;
  return false;
}

/** What the seller's card says (no React: the page's still shell draws it too). */
export type SellerCardText = { name: string; initials: string; email: string; verified: boolean; badge: string | null };

/** The seller's card for `user`: their name, its initials, their e-mail, and with `showBadge` the verification's badge. */
export function sellerCardText(user: CurrentUser, showBadge: boolean): SellerCardText {
  const verified = isVerified(user);
  const name = shownName(user);
  return { name, initials: initials(name), email: user.email, verified, badge: showBadge ? (verified ? 'Verified' : 'Not verified yet') : null };
}

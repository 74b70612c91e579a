import { Avatar } from '@/components/ui/avatar';
import { StaticBadge } from '@/components/ui/static-badge';
import { VerifiedTick } from '@/components/ui/verified-tick';
import type { CurrentUser } from '@/features/auth';
import { shownName } from '@/lib/format';
import styles from './seller-card.module.css';

/** Whether the blue tick is earned: sellerVerify for a seller, adminVerify for an admin. */
export function isVerified(user: CurrentUser): boolean {
  if (user.role === 'seller') return user.sellerVerify;
  if (user.role === 'admin') return user.adminVerify;
  return false;
}

type SellerCardProps = { user: CurrentUser; showBadge?: boolean };

/** The signed-in seller at a glance: photo, name with the verified tick, e-mail. */
export function SellerCard({ user, showBadge = false }: SellerCardProps) {
  const verified = isVerified(user);
  const name = shownName(user);
  return (
    <div className={styles.card}>
      <Avatar key={user.photoURL} name={name} photoURL={user.photoURL} size="xl" alt={`Photo of ${name}`} />
      <div className={styles.lines}>
        <p className={styles.name}>
          <span>{name}</span>
          {verified ? <VerifiedTick label={`Verified ${user.role}`} /> : null}
        </p>
        <p className={styles.email}>{user.email}</p>
        {showBadge ? <StaticBadge palette={verified ? 'blue' : 'gray'}>{verified ? 'Verified' : 'Not verified yet'}</StaticBadge> : null}
      </div>
    </div>
  );
}

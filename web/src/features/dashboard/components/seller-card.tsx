import { Avatar } from '@/components/ui/avatar';
import { StaticBadge } from '@/components/ui/static-badge';
import { VerifiedTick } from '@/components/ui/verified-tick';
import type { CurrentUser } from '@/features/auth';
import { sellerCardText } from './seller-card-text';
import styles from './seller-card.module.css';

type SellerCardProps = { user: CurrentUser; showBadge?: boolean };

/** The signed-in seller at a glance: photo, name with the verified tick, e-mail. */
export function SellerCard({ user, showBadge = false }: SellerCardProps) {
  const card = sellerCardText(user, showBadge);
  return (
    <div className={styles.card}>
      <Avatar key={user.photoURL} name={card.name} photoURL={user.photoURL} size="xl" alt={`Photo of ${card.name}`} />
      <div className={styles.lines}>
        <p className={styles.name}>
          <span>{card.name}</span>
          {card.verified ? <VerifiedTick label={`Verified ${user.role}`} /> : null}
        </p>
        <p className={styles.email}>{card.email}</p>
        {card.badge ? <StaticBadge palette={card.verified ? 'blue' : 'gray'}>{card.badge}</StaticBadge> : null}
      </div>
    </div>
  );
}

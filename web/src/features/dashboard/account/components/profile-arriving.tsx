import type { ReactNode } from 'react';
import skeleton from '@/components/ui/skeleton.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import { PROFILE_SECTION } from '../profile-section';
import { AccountSection } from './account-section';
import styles from './account-page.module.css';

/** The Account tab's first section, one element from before the account is read to after: it never blinks. */
export function ProfileSection({ children }: { children: ReactNode }) {
  return (
    <AccountSection title={PROFILE_SECTION.title} description={PROFILE_SECTION.description}>
      {children}
    </AccountSection>
  );
}

/** What the Profile section holds while the account is read. */
export function ProfileLoading() {
  return (
    <div aria-busy="true">
      <span role="status" className={hidden.visuallyHidden}>
        Loading your account…
      </span>
      <div className={`${skeleton.shape} ${styles.shape}`} />
    </div>
  );
}

/** Grey shapes where the Account tab's later sections will be, while the account is read. */
export function SectionShapes({ count }: { count: number }) {
  return Array.from({ length: count }, (_, row) => <div key={row} className={`${skeleton.shape} ${styles.shape}`} />);
}

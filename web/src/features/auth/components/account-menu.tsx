import type { MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { VerifiedIcon } from '@/components/ui/icons';
import { usePopoverMenu } from '@/components/ui/popover-menu';
import { StaticBadge } from '@/components/ui/static-badge';
import menuStyles from '@/components/ui/styles/popover-menu.module.css';
import { afterNextPaint } from '@/lib/after-next-paint';
import { shownName } from '@/lib/format';
import { usePrefetchRouteCode } from '@/lib/route-code';
import { opensElsewhere } from '@/lib/routing';
import type { CurrentUser } from '../current-user';
import { forgetSignedInUser } from '../session/forget-signed-in-user';
import { AccountButton } from './account-button';
import styles from './account-menu.module.css';

const roleLabels = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

const signingOut = () => Promise.all([import('../session/sign-out-here'), import('../auth-errors')]);

/**
 * The signed-in user's avatar and its menu (usePopoverMenu): who is signed in, Dashboard, Account,
 * Earnings (the spec keeps it inert: "Coming soon" beside its name, so nobody takes it for a broken
 * item) and Sign out. It stays with the top bar, in the window's coordinates. Opening it fetches its
 * destinations' code and the sign-out's; a link's page follows the frame that shows the menu
 * closing (see afterNextPaint).
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { unload } = useSWRConfig();
  const prefetch = usePrefetchRouteCode();
  const { buttonProps, listProps, itemProps } = usePopoverMenu({
    fixed: true,
    onOpen: () => {
      prefetch(['/dashboard', '/dashboard/account']);
      void signingOut();
    },
  });
  const name = shownName(user);
  const verified = user.role === 'admin' ? user.adminVerify : user.role === 'seller' && user.sellerVerify;

  const follow = (to: string) => (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    afterNextPaint(() => void navigate(to));
  };

  const signOut = async () => {
    try {
      const [{ signOutHere }] = await signingOut();
      await signOutHere();
    } catch (error) {
      // Firebase's reason in plain words; should even that code not arrive, the network is the likely cause.
      const said = await import('../auth-errors').then(
        ({ authErrorMessage }) => authErrorMessage(error),
        () => 'Signing out could not finish. Check your connection and try again.',
      );
      toast.error(said);
      return;
    }
    // Forgotten here too, so the next person on this browser never sees the previous user's
    // orders or products, even for a moment before the session watcher hears of the sign-out.
    forgetSignedInUser({ unload });
  };

  return (
    <>
      <AccountButton user={user} {...buttonProps} />
      <div {...listProps} className={`${listProps.className} ${styles.menu}`}>
        <div className={styles.who}>
          <div className={styles.name}>
            <span className={styles.truncate}>{name}</span>
            {verified ? <VerifiedIcon label="Verified" size="1em" /> : null}
          </div>
          <div className={`${styles.email} ${styles.truncate}`}>{user.email}</div>
          <StaticBadge palette="gray" className={styles.role}>
            {roleLabels[user.role]}
          </StaticBadge>
        </div>
        <div role="separator" className={menuStyles.separator} />
        <RouterLink to="/dashboard" role="menuitem" className={menuStyles.item} onClick={follow('/dashboard')} {...itemProps}>
          Dashboard
        </RouterLink>
        <RouterLink to="/dashboard/account" role="menuitem" className={menuStyles.item} onClick={follow('/dashboard/account')} {...itemProps}>
          Account
        </RouterLink>
        <div role="menuitem" aria-disabled="true" tabIndex={-1} className={menuStyles.item}>
          Earnings <span className={styles.comingSoon}>Coming soon</span>
        </div>
        <div role="separator" className={menuStyles.separator} />
        <div role="menuitem" className={menuStyles.item} onClick={() => void signOut()} {...itemProps}>
          Sign out
        </div>
      </div>
    </>
  );
}

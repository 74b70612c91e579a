import { lazy, Suspense } from 'react';
import { useMenuOnFirstPress } from '@/components/ui/menu-on-first-press';
import type { CurrentUser } from '../current-user';
import { AccountButton } from './account-button';

// Chakra's menu, reactfire's providers and the sign-out path with the Firebase Auth SDK come when
// the avatar is first pressed, not with every signed-in page.
const AccountMenuList = lazy(async () => ({ default: (await import('./account-menu-list')).AccountMenuList }));

/**
 * The signed-in user's avatar and its menu. Loaded by the top bar once someone is signed in; until
 * the avatar is first pressed it is a plain button, and the menu then opens at once, with the focus
 * in it, as it would have.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { wanted, buttonProps } = useMenuOnFirstPress();
  const plainButton = <AccountButton user={user} {...buttonProps} />;
  return <Suspense fallback={plainButton}>{wanted ? <AccountMenuList user={user} highlight={wanted.highlight} /> : plainButton}</Suspense>;
}

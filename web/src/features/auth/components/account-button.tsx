import type { ComponentProps } from 'react';
import { shownName } from '@/lib/format';
import type { CurrentUser } from '../current-user';
import { Avatar } from '@/components/ui/avatar';
import { StaticIconButton } from '@/components/ui/static-button';

type AccountButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & { user: CurrentUser };

/**
 * The avatar button of the top bar, named for the user. The same button is drawn plain until the
 * menu is first wanted, and then as the menu's trigger (which passes its own props and ref).
 */
export function AccountButton({ user, ...buttonProps }: AccountButtonProps) {
  const name = shownName(user);
  return (
    <StaticIconButton round aria-label={`Account menu of ${name}`} {...buttonProps}>
      {/* The button names the user: the picture is decoration. A new picture starts over. */}
      <Avatar key={user.photoURL} name={name} photoURL={user.photoURL} />
    </StaticIconButton>
  );
}

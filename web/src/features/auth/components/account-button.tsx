import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { shownName } from '@/lib/format';
import type { CurrentUser } from '../current-user';
import styles from './account-button.module.css';

/** The initials of a name, as an avatar shows them: the first and last words' first letters. */
function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** The user's picture, or their initials until it has loaded (and for good when there is none or it fails). */
function AccountAvatar({ name, photoURL }: { name: string; photoURL: string }) {
  const [picture, setPicture] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    // The initials are drawn by the stylesheet, not written as text: like the picture they stand
    // for, they decorate a button the user's name already names (as text inside it, they would be
    // a visible label missing from that name).
    <span className={styles.avatar} data-initials={picture === 'loaded' ? undefined : initials(name)}>
      {photoURL && picture !== 'failed' ? (
        // The button names the user: the picture itself is decoration.
        <img
          className={styles.picture}
          src={photoURL}
          alt=""
          width={36}
          height={36}
          referrerPolicy="no-referrer"
          onLoad={() => setPicture('loaded')}
          onError={() => setPicture('failed')}
        />
      ) : null}
    </span>
  );
}

type AccountButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & { user: CurrentUser };

/**
 * The avatar button of the top bar, named for the user. The same button is drawn plain until the
 * menu is first wanted, and then as the menu's trigger (which passes its own props and ref).
 */
export function AccountButton({ user, ...buttonProps }: AccountButtonProps) {
  const name = shownName(user);
  return (
    <IconButton variant="ghost" rounded="full" size="sm" p="0" aria-label={`Account menu of ${name}`} {...buttonProps}>
      {/* A new picture starts over: initials until it has loaded. */}
      <AccountAvatar key={user.photoURL} name={name} photoURL={user.photoURL} />
    </IconButton>
  );
}

import { useState } from 'react';
import { initials } from '@/lib/initials';
import styles from './avatar.module.css';

type AvatarProps = {
  name: string;
  photoURL: string | null | undefined;
  /** Chakra's sizes: sm (36 px) in the top bar and the users' rows, xl (48 px) on the seller's card. */
  size?: 'sm' | 'xl';
  /** The picture's text: empty where the name is written beside it, as it mostly is. */
  alt?: string;
};

/**
 * A person's picture, or their initials until it has loaded (and for good when there is none or it
 * fails), as Chakra's subtle round Avatar draws it, from a static stylesheet. The initials are drawn
 * by the stylesheet, not written as text: like the picture, they decorate a name said beside them.
 * A new picture starts over: give the avatar the picture's address as its key.
 */
export function Avatar({ name, photoURL, size = 'sm', alt = '' }: AvatarProps) {
  const [picture, setPicture] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const pixels = size === 'sm' ? 36 : 48;
  return (
    <span className={`${styles.avatar} ${styles[size]}`} data-initials={picture === 'loaded' ? undefined : initials(name)}>
      {photoURL && picture !== 'failed' ? (
        <img
          className={styles.picture}
          src={photoURL}
          alt={alt}
          width={pixels}
          height={pixels}
          referrerPolicy="no-referrer"
          onLoad={() => setPicture('loaded')}
          onError={() => setPicture('failed')}
        />
      ) : null}
    </span>
  );
}

import type { ComponentProps } from 'react';
import { BellIcon } from '@/components/ui/icons';
import { StaticIconButton } from '@/components/ui/static-button';
import styles from './bell-button.module.css';

/** What the dot on the bell shows: the count, "99+" beyond that (the API counts unread ones up to 100). */
const shortCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell's name says the count, so it is heard, not only seen. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${shortCount(unread)} unread` : 'Notifications';
}

type BellButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & { unread: number | undefined };

/**
 * The bell of the top bar with its unread count. The same button is drawn plain until the list is
 * first wanted, and then as the popover's trigger (which passes its own props and ref).
 */
export function BellButton({ unread, className, ...buttonProps }: BellButtonProps) {
  return (
    <StaticIconButton aria-label={bellLabel(unread)} className={`${styles.bell} ${className ?? ''}`} {...buttonProps}>
      <BellIcon />
      {unread ? (
        <span aria-hidden="true" className={styles.count}>
          {shortCount(unread)}
        </span>
      ) : null}
    </StaticIconButton>
  );
}

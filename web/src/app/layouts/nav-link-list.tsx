import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { usePrefetchRouteCode } from '@/lib/route-code';
import styles from './nav-link-list.module.css';
import { navLinks } from './nav-links';

type NavLinkListProps = {
  direction: 'row' | 'column';
  onNavigate?: () => void;
};

/**
 * The main destinations; NavLink marks the current one with aria-current="page". Their screens'
 * code is fetched ahead: as soon as the phone's menu (the column) opens, and on a wide screen
 * when the pointer or the focus comes to a link.
 */
export function NavLinkList({ direction, onNavigate }: NavLinkListProps) {
  const prefetch = usePrefetchRouteCode();
  useEffect(() => (direction === 'column' ? prefetch(navLinks.map(({ to }) => to)) : undefined), [direction, prefetch]);

  return (
    <ul className={styles[direction]}>
      {navLinks.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} onClick={onNavigate} onPointerEnter={() => prefetch([to])} onFocus={() => prefetch([to])} className={styles.link}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { NavLink } from 'react-router-dom';
import styles from './nav-link-list.module.css';
import { navLinks } from './nav-links';

type NavLinkListProps = {
  direction: 'row' | 'column';
  onNavigate?: () => void;
};

/** The main destinations; NavLink marks the current one with aria-current="page". */
export function NavLinkList({ direction, onNavigate }: NavLinkListProps) {
  return (
    <ul className={styles[direction]}>
      {navLinks.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} onClick={onNavigate} className={styles.link}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

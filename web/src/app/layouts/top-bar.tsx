import { memo, useRef, useState } from 'react';
import { ColorModeToggle } from '@/components/ui/color-mode';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { StaticIconButton } from '@/components/ui/static-button';
import { UserMenu } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { Brand } from './brand';
import container from '@/components/ui/container.module.css';
import { NavLinkList } from './nav-link-list';
import styles from './top-bar.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * What the bar shows whatever the phone's menu does: opening the menu draws the button and the
 * menu, not these again (the bell and the account's corner among them).
 */
const BarParts = memo(function BarParts() {
  return (
    <>
      <Brand />
      <nav aria-label="Main" className={styles.wideNav}>
        <NavLinkList direction="row" />
      </nav>
      <div className={styles.spacer} />
      <ColorModeToggle />
      <NotificationBell />
      <UserMenu />
    </>
  );
});

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.bar}>
      <div className={`${container.container} ${container.narrowEdges}`}>
        <div className={styles.row}>
          <BarParts />
          <StaticIconButton
            ref={menuButton}
            className={styles.menuButton}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </StaticIconButton>
        </div>
        {menuOpen ? (
          <nav
            id={MOBILE_MENU_ID}
            aria-label="Main"
            className={styles.narrowNav}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              closeMenu();
              // The focused link is about to disappear: hand focus back to the button that opened the menu.
              menuButton.current?.focus();
            }}
          >
            <NavLinkList direction="column" onNavigate={closeMenu} />
          </nav>
        ) : null}
      </div>
    </header>
  );
}

import { Box, Container, Flex, IconButton } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ColorModeToggle } from '@/components/ui/color-mode';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { UserMenu } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { Brand } from './brand';
import { NavLinkList } from './nav-link-list';

const MOBILE_MENU_ID = 'mobile-menu';

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" px={{ base: '3', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '1', sm: '2' }}>
          <Brand />
          <Box as="nav" aria-label="Main" hideBelow="md" ms="6">
            <NavLinkList direction="row" />
          </Box>
          <Box flex="1" />
          <ColorModeToggle />
          <NotificationBell />
          <UserMenu />
          <IconButton
            ref={menuButton}
            hideFrom="md"
            variant="ghost"
            size="sm"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Flex>
        {menuOpen ? (
          <Box
            as="nav"
            id={MOBILE_MENU_ID}
            aria-label="Main"
            hideFrom="md"
            pb="3"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              closeMenu();
              // The focused link is about to disappear: hand focus back to the button that opened the menu.
              menuButton.current?.focus();
            }}
          >
            <NavLinkList direction="column" onNavigate={closeMenu} />
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}

import { Box, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { navLinks } from './nav-links';

type NavLinkListProps = {
  direction: 'row' | 'column';
  onNavigate?: () => void;
};

/** The main destinations; NavLink marks the current one with aria-current="page". */
export function NavLinkList({ direction, onNavigate }: NavLinkListProps) {
  return (
    <Box as="ul" display="flex" flexDirection={direction} gap={direction === 'row' ? '1' : '0'} listStyleType="none">
      {navLinks.map(({ to, label }) => (
        <li key={to}>
          <Link
            asChild
            display="block"
            px="3"
            py="2"
            rounded="md"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
            _currentPage={{ color: 'colorPalette.fg', bg: 'colorPalette.subtle' }}
          >
            <NavLink to={to} end={to === '/'} onClick={onNavigate}>
              {label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Box>
  );
}

import { Box, Link } from '@chakra-ui/react';
import type { Role } from '@contract';
import { NavLink } from 'react-router-dom';
import { dashboardTabs } from '../tabs';

/**
 * The tabs of the user's role, as links: NavLink marks the current one with aria-current="page".
 * They wrap onto more lines at every width rather than scroll: a bar that scrolls sideways cuts
 * the label at its edge ("Audit lo", "Favourite") and can hide the current tab, so every tab,
 * the current one included, is always in view.
 */
export function DashboardTabBar({ role }: { role: Role }) {
  return (
    <Box as="nav" aria-label="Dashboard" borderBottomWidth="1px">
      <Box as="ul" display="flex" flexWrap="wrap" columnGap="1" listStyleType="none">
        {dashboardTabs
          .filter((tab) => tab.visible(role))
          .map((tab) => (
            <li key={tab.path}>
              <Link
                asChild
                display="block"
                px={{ base: '2.5', md: '4' }}
                py={{ base: '2', md: '3' }}
                mb="-1px"
                fontWeight="medium"
                textStyle={{ base: 'sm', md: 'md' }}
                whiteSpace="nowrap"
                color="fg.muted"
                borderBottomWidth="2px"
                borderColor="transparent"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                _currentPage={{ color: 'colorPalette.fg', borderColor: 'colorPalette.solid' }}
              >
                {/* Only My Orders (`/dashboard`) must match exactly; Messages stays current inside a conversation. */}
                <NavLink to={tab.path} end={tab.path === '/dashboard'}>
                  {tab.label}
                </NavLink>
              </Link>
            </li>
          ))}
      </Box>
    </Box>
  );
}

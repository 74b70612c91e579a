import { Box, Link } from '@chakra-ui/react';
import type { Role } from '@contract';
import { dashboardTabs } from '../tabs';
import { NavLink } from 'react-router-dom';

/** The tabs of the user's role, as links: NavLink marks the current one with aria-current="page". */
export function DashboardTabBar({ role }: { role: Role }) {
  return (
    // On a phone the tabs scroll sideways inside the bar instead of widening the page.
    <Box as="nav" aria-label="Dashboard" overflowX="auto" borderBottomWidth="1px">
      <Box as="ul" display="flex" gap="1" listStyleType="none" minW="max-content">
        {dashboardTabs
          .filter((tab) => tab.visible(role))
          .map((tab) => (
            <li key={tab.path}>
              <Link
                asChild
                display="block"
                px="4"
                py="3"
                mb="-1px"
                fontWeight="medium"
                whiteSpace="nowrap"
                color="fg.muted"
                borderBottomWidth="2px"
                borderColor="transparent"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                _currentPage={{ color: 'colorPalette.fg', borderColor: 'colorPalette.solid' }}
              >
                <NavLink to={tab.path} end>
                  {tab.label}
                </NavLink>
              </Link>
            </li>
          ))}
      </Box>
    </Box>
  );
}

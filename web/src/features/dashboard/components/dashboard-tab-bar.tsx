import { Box, Link } from '@chakra-ui/react';
import type { Role } from '@contract';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePrefetchRouteCode } from '@/lib/route-code';
import { dashboardTabs } from '../tabs';

/**
 * The tabs of the user's role, as links: NavLink marks the current one with aria-current="page".
 * They wrap onto more lines at every width rather than scroll: a bar that scrolls sideways cuts
 * the label at its edge ("Audit lo", "Favourite") and can hide the current tab, so every tab,
 * the current one included, is always in view.
 *
 * A pressed tab is marked at once (data-pressed), before its screen is drawn: the router draws the
 * next screen as a transition, and with nothing else changing on screen the press would show
 * nothing until then (about 230 ms on a phone for My Orders). The other tabs' code is fetched
 * while the dashboard is idle, so a press only draws its tab.
 */
export function DashboardTabBar({ role }: { role: Role }) {
  const location = useLocation();
  const tabs = useMemo(() => dashboardTabs.filter((tab) => tab.visible(role)), [role]);
  const prefetch = usePrefetchRouteCode();
  useEffect(() => prefetch(tabs.map((tab) => tab.path)), [prefetch, tabs]);
  const [pressing, setPressing] = useState<string | null>(null);
  // Any move of the address (the pressed tab's, or Back) ends the press.
  const [seen, setSeen] = useState(location);
  if (seen !== location) {
    setSeen(location);
    setPressing(null);
  }
  return (
    <Box as="nav" aria-label="Dashboard" borderBottomWidth="1px" data-pressing={pressing ? '' : undefined}>
      <Box as="ul" display="flex" flexWrap="wrap" columnGap="1" listStyleType="none">
        {tabs.map((tab) => (
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
              css={{
                '&[aria-current=page], &[data-pressed]': { color: 'colorPalette.fg', borderColor: 'colorPalette.solid' },
                '[data-pressing] &[aria-current=page]:not([data-pressed])': { color: 'fg.muted', borderColor: 'transparent' },
              }}
            >
              {/* Only My Orders (`/dashboard`) must match exactly; Messages stays current inside a conversation. */}
              <NavLink
                to={tab.path}
                end={tab.path === '/dashboard'}
                data-pressed={pressing === tab.path ? '' : undefined}
                onClick={() => setPressing(tab.path)}
              >
                {tab.label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

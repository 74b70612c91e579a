// The dashboard's public entry for the page's still shell (app/shell): a returning user's tabs
// and the current tab's heading, drawn before the app's code has arrived. Plain functions only:
// no React, SWR or zod, which the shell's few kilobytes must not bring.
import type { CurrentUser } from '@/features/auth';
import { shownName } from '@/lib/format';
import { matchesScreen } from '@/lib/screen-address';
import { sellerCardText, type SellerCardText } from './components/seller-card-text';
import { myProductsHeading } from './my-products/heading';
import { dashboardTabs, type DashboardTab } from './tabs';

export type { SellerCardText };

export type DashboardShell = {
  /** The role's tabs in order, the current one marked as the tab bar marks it. */
  tabs: { label: string; current: boolean }[];
  /**
   * The opened tab's screen as its first render draws it: its name (the page's title), its h1 and
   * what it opens with (tabs.ts: a sentence, the seller's card, a first section); null where the
   * heading depends on what the API answers (a conversation, a listing) or the role has no such tab.
   */
  screen: { title: string; heading: string; intro?: string; sellerCard?: SellerCardText; firstSection?: FirstSection } | null;
};

/** A tab's first section whose heading and sentence are drawn before its data: Account's Profile. */
export type FirstSection = NonNullable<DashboardTab['firstSection']>;

/** What the shell draws of the dashboard at `pathname` for `user`; null outside the dashboard. */
export function dashboardShell(pathname: string, user: CurrentUser): DashboardShell | null {
  if (!matchesScreen('/dashboard/*', pathname)) return null;
  const visible = dashboardTabs.filter((tab) => tab.visible(user.role));
  // As the tab bar's links: My Orders only at its own address, the others also below it (a conversation under Messages).
  const isCurrent = (path: string) => matchesScreen(path, pathname) || (path !== '/dashboard' && matchesScreen(`${path}/*`, pathname));
  const opened = visible.find((tab) => matchesScreen(tab.path, pathname));
  return {
    tabs: visible.map((tab) => ({ label: tab.label, current: isCurrent(tab.path) })),
    screen: opened ? openedScreen(opened, user) : null,
  };
}

function openedScreen(tab: DashboardTab, user: CurrentUser): NonNullable<DashboardShell['screen']> {
  return {
    title: tab.label,
    heading: tab.path === '/dashboard/myProducts' ? myProductsHeading(shownName(user)) : tab.label,
    intro: tab.intro,
    ...(tab.sellerCard ? { sellerCard: sellerCardText(user, tab.sellerCard.showBadge) } : {}),
    ...(tab.firstSection ? { firstSection: tab.firstSection } : {}),
  };
}

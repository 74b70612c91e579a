// The dashboard's public entry for the page's still shell (app/shell): a returning user's tabs
// and the current tab's heading, drawn before the app's code has arrived. Plain functions only:
// no React, SWR or zod, which the shell's few kilobytes must not bring.
import type { CurrentUser } from '@/features/auth';
import { shownName } from '@/lib/format';
import { myProductsHeading } from './my-products/heading';
import { dashboardTabs } from './tabs';

export type DashboardShell = {
  /** The role's tabs in order, the current one marked as the tab bar marks it. */
  tabs: { label: string; current: boolean }[];
  /** The tab's h1 as its first render draws it; null where it depends on what the API answers (a conversation, a listing). */
  heading: string | null;
  /** The sentence the tab opens with under its heading, where it has one. */
  intro: string | null;
};

/** What the shell draws of the dashboard at `pathname` for `user`; null outside the dashboard. */
export function dashboardShell(pathname: string, user: CurrentUser): DashboardShell | null {
  // The router matches addresses whatever their case, and with or without a trailing slash.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return null;
  const visible = dashboardTabs.filter((tab) => tab.visible(user.role));
  // As the tab bar's links: My Orders only at its own address, the others also below it (a conversation under Messages).
  const isCurrent = (tabPath: string) => path === tabPath.toLowerCase() || (tabPath !== '/dashboard' && path.startsWith(`${tabPath.toLowerCase()}/`));
  const opened = visible.find((tab) => tab.path.toLowerCase() === path);
  return {
    tabs: visible.map((tab) => ({ label: tab.label, current: isCurrent(tab.path) })),
    heading: !opened ? null : opened.path === '/dashboard/myProducts' ? myProductsHeading(shownName(user)) : opened.label,
    intro: opened?.intro ?? null,
  };
}

import type { Role } from '@contract';
import { permissions } from '@contract/permissions';
import { PROFILE_SECTION } from './account/profile-section';

/**
 * A dashboard tab, its path (as the spec spells it) and who sees it, and what its screen opens with
 * under its heading, which the page's still shell draws too: `intro`, a sentence; `sellerCard`, the
 * seller's card (with the verification's badge or not); `firstSection`, a section's heading and
 * sentence drawn before the tab's data.
 */
export type DashboardTab = {
  label: string;
  path: string;
  visible: (role: Role) => boolean;
  intro?: string;
  sellerCard?: { showBadge: boolean };
  firstSection?: { title: string; description: string };
};

/** The dashboard's tabs in order; who sees each comes from the contract's role rules. */
export const dashboardTabs: DashboardTab[] = [
  {
    label: 'My Orders',
    path: '/dashboard',
    visible: () => true,
    intro: 'The machines you asked to book, with their seller and price. Your notifications tell you when a seller accepts or declines.',
  },
  {
    label: 'Saved searches',
    path: '/dashboard/savedSearches',
    visible: () => true,
    intro: 'The searches you saved from a category page. New machines that match one appear in your notifications.',
  },
  {
    label: 'Favourites',
    path: '/dashboard/favourites',
    visible: () => true,
    intro: 'The machines you saved with the heart. Your notifications tell you when one’s price drops, it sells or it leaves the marketplace.',
  },
  {
    label: 'Messages',
    path: '/dashboard/messages',
    visible: () => true,
    intro: 'Your conversations about machines: the questions you asked their sellers, and what buyers asked about your own.',
  },
  { label: 'Account', path: '/dashboard/account', visible: () => true, firstSection: PROFILE_SECTION },
  { label: 'Add Product', path: '/dashboard/addProduct', visible: permissions.seeSellerTabs, sellerCard: { showBadge: true } },
  { label: 'My Products', path: '/dashboard/myProducts', visible: permissions.seeSellerTabs, sellerCard: { showBadge: false } },
  {
    label: 'My Buyers',
    path: '/dashboard/myBuyers',
    visible: permissions.seeSellerTabs,
    intro: 'Requests to book your machines, with each buyer’s contact. Accepting one sells the machine and declines its other requests.',
  },
  {
    label: 'Insights',
    path: '/dashboard/insights',
    visible: permissions.seeSellerTabs,
    intro: 'How people find your machines: views, favourites, requests, conversations and your price changes, day by day.',
  },
  {
    label: 'All Buyer',
    path: '/dashboard/allBuyer',
    visible: permissions.manageUsers,
    intro: 'Every buyer’s account. Make a buyer a seller, or delete an account; each change is written to the Audit log.',
  },
  {
    label: 'All Seller',
    path: '/dashboard/allSeller',
    visible: permissions.manageUsers,
    intro: 'Every seller’s account. Verifying a seller puts the blue tick on their listings, which buyers can search for.',
  },
  {
    label: 'All Admin',
    path: '/dashboard/allAdmin',
    visible: permissions.manageUsers,
    intro: 'Every admin’s account, yours marked. Only the owner appoints, verifies or removes an admin.',
  },
  {
    label: 'Reports',
    path: '/dashboard/reports',
    visible: permissions.moderateReports,
    intro: 'Listings and messages people reported to the admins. Every decision is written to the Audit log, and the reporters are told.',
  },
  {
    label: 'Marketplace',
    path: '/dashboard/marketplace',
    visible: permissions.readMarketplace,
    intro: 'How the whole marketplace moves: listings added, deals accepted, and the buyers and sellers active, day by day.',
  },
  {
    label: 'Audit log',
    path: '/dashboard/auditLog',
    visible: permissions.readAuditLog,
    intro: 'Every change an admin makes to someone else’s account, listing or message, newest first: who made it, when, and what it was before and after.',
  },
];

/** The opening sentence of the tab at `path` (as spelt in `dashboardTabs`). */
export function tabIntro(path: string): string | undefined {
  return dashboardTabs.find((tab) => tab.path === path)?.intro;
}

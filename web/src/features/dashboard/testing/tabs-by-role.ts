/**
 * The dashboard's tabs each role should see, in order, as label and address: the component tests
 * and the end-to-end journeys expect the same lists. Written out rather than read from tabs.ts, so
 * a tab moved or shown to the wrong role fails a test. No imports: the journeys load it as it is.
 */
export type ExpectedTab = [label: string, path: string];

export const buyerTabs: ExpectedTab[] = [
  ['My Orders', '/dashboard'],
  ['Saved searches', '/dashboard/savedSearches'],
  ['Favourites', '/dashboard/favourites'],
  ['Messages', '/dashboard/messages'],
  ['Account', '/dashboard/account'],
];

export const sellerTabs: ExpectedTab[] = [
  ...buyerTabs,
  ['Add Product', '/dashboard/addProduct'],
  ['My Products', '/dashboard/myProducts'],
  ['My Buyers', '/dashboard/myBuyers'],
  ['Insights', '/dashboard/insights'],
];

export const adminTabs: ExpectedTab[] = [
  ...sellerTabs,
  ['All Buyer', '/dashboard/allBuyer'],
  ['All Seller', '/dashboard/allSeller'],
  ['All Admin', '/dashboard/allAdmin'],
  ['Reports', '/dashboard/reports'],
  ['Marketplace', '/dashboard/marketplace'],
  ['Audit log', '/dashboard/auditLog'],
];

export const labelsOf = (tabs: ExpectedTab[]) => tabs.map(([label]) => label);

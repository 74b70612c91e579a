import type { Role } from './roles.js';

/**
 * Every role rule of the marketplace, in one place: the API enforces them, the web app uses the
 * same rules to decide what to show. Ownership rules (my product, my booking) live with the data
 * in the API's domain and use these.
 */
export const permissions = {
  /** Only a seller lists machines: not an admin, not a buyer (docs/product.md, Who uses it). */
  addProduct: (role: Role) => role === 'seller',
  /**
   * Editing and advertising one's own listings is a seller's: a seller made a buyer keeps their
   * listings on the marketplace (and may delete them) but no longer changes or promotes them.
   */
  manageOwnListings: (role: Role) => role === 'seller',
  /** Add Product, My Products and My Buyers tabs. */
  seeSellerTabs: (role: Role) => role === 'seller' || role === 'admin',
  /** All Buyer, All Seller, All Admin tabs; deleting, promoting and verifying users. */
  manageUsers: (role: Role) => role === 'admin',
  /** The admin trail (GET /audit and the Audit log tab): who did what to whose account or listing. */
  readAuditLog: (role: Role) => role === 'admin',
  /** The moderation queue (GET /reports and the Reports tab): deciding what people reported. */
  moderateReports: (role: Role) => role === 'admin',
  /** The Marketplace overview (GET /insights/marketplace): the whole marketplace's day-by-day counts. */
  readMarketplace: (role: Role) => role === 'admin',
  /** Admins see any user's lists and may act on any product. */
  actForOthers: (role: Role) => role === 'admin',
  /** Admin accounts are never deleted through the app: only the owner does that, outside it. */
  deleteUser: (callerRole: Role, targetRole: Role) => callerRole === 'admin' && targetRole !== 'admin',
};

import { EXPORT_SECTION_LIMIT, productSeenBy, type AccountExport, type PageRequest } from '../contract/index.js';
import { auditStore } from '../store/audit.js';
import { bookingsStore } from '../store/bookings.js';
import { favouritesStore } from '../store/favourites.js';
import { notificationsStore } from '../store/notifications.js';
import { messagesStore } from '../store/messages.js';
import { productsStore } from '../store/products.js';
import { reportsStore } from '../store/reports.js';
import type { Caller } from './caller.js';
import { myAccount } from './own-account.js';
import { mySavedSearches } from './saved-searches.js';

/** Items read in one page of a section. */
const EXPORT_PAGE = 500;

type Section<T> = { items: T[]; cut: boolean };

/** Every item of a list, a page at a time, up to EXPORT_SECTION_LIMIT: reads bounded however much there is. */
async function everything<T>(read: (page: PageRequest) => Promise<{ items: T[]; next: string | null }>): Promise<Section<T>> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read({ limit: EXPORT_PAGE, cursor });
    items.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor && items.length < EXPORT_SECTION_LIMIT);
  return { items: items.slice(0, EXPORT_SECTION_LIMIT), cut: cursor !== undefined };
}

/**
 * GET /user/me/export: everything the marketplace keeps about the caller, as one document. The
 * sections are read side by side, each page after page (500 a read); a section longer than
 * EXPORT_SECTION_LIMIT is cut there and named in `truncated`.
 */
export async function exportAccount(caller: Caller): Promise<AccountExport> {
  const { uid } = caller;
  const [account, listings, bookingsMade, bookingsReceived, favourites, notifications, auditEntries, messagesSent, reportsMade, savedSearches] = await Promise.all([
    myAccount(caller),
    everything((page) => productsStore.pageBySeller(uid, page)),
    everything((page) => bookingsStore.pageByBuyer(uid, page)),
    everything((page) => bookingsStore.pageBySeller(uid, page)),
    everything((page) => favouritesStore.page(uid, page)),
    everything((page) => notificationsStore.page(uid, page)),
    everything((page) => auditStore.page({ targetId: uid }, page)),
    everything((page) => messagesStore.pageBy(uid, page)),
    everything((page) => reportsStore.pageBy(uid, page)),
    mySavedSearches(caller),
  ]);
  const sections = { listings, bookingsMade, bookingsReceived, favourites, notifications, auditEntries, messagesSent, reportsMade };
  const truncated = Object.entries(sections)
    .filter(([, section]) => section.cut)
    .map(([name]) => name);
  return {
    exportedAt: new Date().toISOString(),
    account,
    listings: listings.items.map((product) => productSeenBy(product, true, true)),
    bookingsMade: bookingsMade.items,
    bookingsReceived: bookingsReceived.items,
    favourites: favourites.items,
    savedSearches,
    notifications: notifications.items,
    auditEntries: auditEntries.items,
    messagesSent: messagesSent.items.map(({ _id, conversationId, text, createdAt }) => ({ _id, conversationId, text, createdAt })),
    reportsMade: reportsMade.items,
    ...(truncated.length ? { truncated } : {}),
  };
}

import { favouritesStore, type Watcher } from '../store/favourites.js';
import { notificationsStore } from '../store/notifications.js';
import { productsStore } from '../store/products.js';
import type { WorkArgs } from './work/owed.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/**
 * Buyers who saved a machine: their saved summary follows it, and they hear of its price drops,
 * its sale and its withdrawal. A change records this as owed work (`tell-watchers`) in its own
 * batch; the work goes through the machine's watchers a page at a time, in a fixed order, so a
 * machine saved by 50,000 people costs its change nothing more. Each watcher's notice has an id
 * of the work and the favourite, and each page is stored once (work/run.ts): nobody is told twice.
 */
const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Two writes a watcher at most (the summary, the notice). */
const WATCHERS_PER_PAGE = PAGE_WRITES / 2;

type Event = WorkArgs['tell-watchers'];

function notice(event: Event): { kind: 'favourite-price-drop' | 'favourite-sold' | 'favourite-withdrawn'; message: string; link: string } | null {
  const name = event.productName;
  if (event.event === 'price-drop') return { kind: 'favourite-price-drop', message: `${name}: the price dropped from ${money(event.from ?? 0)} to ${money(event.to ?? 0)}.`, link: `/product/${event.productId}` };
  if (event.event === 'sold') return { kind: 'favourite-sold', message: `${name} is sold.`, link: '/dashboard/favourites' };
  if (event.event === 'withdrawn') return { kind: 'favourite-withdrawn', message: `${name} was taken off the marketplace.`, link: '/dashboard/favourites' };
  return null;
}

/** The id of the notice one watcher gets from one piece of work: created once. */
const noticeId = (workId: string, w: Watcher) => `${workId}_${w._id}`;

/** One page of `tell-watchers`: up to 200 watchers, after the cursor (the last one's sort key). */
export async function tellWatchersPage(event: Event, cursor: string | null, workId: string): Promise<Page> {
  const { watchers, last } = await favouritesStore.watchersPage(event.productId, cursor, WATCHERS_PER_PAGE);
  if (!watchers.length) return DONE;
  // The summary shows the machine as it is now, whichever of its changes is told last.
  const now = await productsStore.get(event.productId);
  const summary = now ? { resalePrice: now.resalePrice, sold: now.sold } : { withdrawn: true };
  const told = notice(event);
  const writes = watchers.flatMap((w) => [
    favouritesStore.updateWrite(w._id, summary),
    ...(told ? [notificationsStore.newOnceWrite(noticeId(workId, w), { userUid: w.userUid, productId: event.productId, productName: event.productName, bookingId: '', ...told })] : []),
  ]);
  return { writes, next: watchers.length < WATCHERS_PER_PAGE ? null : last };
}

/** One page of telling the watchers of a removed seller's machines that they left (shrinking: each is marked). */
export async function tellWatchersOfRemovedSeller(sellerUid: string, workId: string): Promise<Page> {
  const watchers = await favouritesStore.unwithdrawnOfSeller(sellerUid, WATCHERS_PER_PAGE);
  const writes = watchers.flatMap((w) => [
    favouritesStore.updateWrite(w._id, { withdrawn: true }),
    notificationsStore.newOnceWrite(noticeId(workId, w), {
      userUid: w.userUid,
      kind: 'favourite-withdrawn',
      productId: w.productId,
      productName: w.productName,
      bookingId: '',
      message: `${w.productName} was taken off the marketplace.`,
      link: '/dashboard/favourites',
    }),
  ]);
  return { writes, next: watchers.length < WATCHERS_PER_PAGE ? null : 'more' };
}

import type { NotificationKind } from '../contract/index.js';
import type { Write } from '../store/batch.js';
import type { StoredBooking } from '../store/bookings.js';
import { notificationsStore } from '../store/notifications.js';

/**
 * What each party of a booking is told, as writes for the batch of the event itself: a
 * notification is never sent for an event that did not happen, nor lost for one that did.
 */
const MY_BUYERS = '/dashboard/myBuyers';
const MY_ORDERS = '/dashboard';
const theMachine = (booking: StoredBooking) => `/product/${booking.productId}`;

/** A notification about `booking` for one of its parties. */
function tell(to: 'buyer' | 'seller', kind: NotificationKind, booking: StoredBooking, message: string, link: string, productName = booking.productName): Write {
  const userUid = to === 'buyer' ? booking.buyerUid : booking.sellerUid;
  return notificationsStore.newWrite({ userUid, kind, productId: booking.productId, productName, bookingId: booking._id, message, link });
}

export const notify = {
  /** The seller: a new request (or a request made again). */
  requested: (b: StoredBooking) => tell('seller', 'request-received', b, `${b.buyerName} asked to book your ${b.productName}.`, MY_BUYERS),
  /** The buyer: the seller accepted, the machine is theirs. */
  accepted: (b: StoredBooking) => tell('buyer', 'request-accepted', b, `Your request for ${b.productName} was accepted: the machine is yours.`, theMachine(b)),
  /** The buyer: declined by the seller, or because another request was accepted. */
  declined: (b: StoredBooking, soldToAnother: boolean) =>
    tell(
      'buyer',
      'request-declined',
      b,
      soldToAnother ? `Your request for ${b.productName} was declined: the seller accepted another buyer.` : `Your request for ${b.productName} was declined by the seller.`,
      theMachine(b),
    ),
  /** The seller: the buyer cancelled a request or a deal. */
  cancelled: (b: StoredBooking, wasAccepted: boolean) =>
    tell(
      'seller',
      'request-cancelled',
      b,
      wasAccepted ? `${b.buyerName} cancelled the deal for ${b.productName}: it is on sale again.` : `${b.buyerName} cancelled their request for ${b.productName}.`,
      MY_BUYERS,
    ),
  /**
   * The seller: a deal ended because its buyer's account was deleted. It names no buyer and no
   * booking: the buyer's name and request leave the seller's notifications with the account.
   */
  buyerLeft: (b: StoredBooking) =>
    notificationsStore.newWrite({
      userUid: b.sellerUid,
      kind: 'request-cancelled',
      productId: b.productId,
      productName: b.productName,
      bookingId: '',
      message: `The buyer of ${b.productName} left the marketplace, so the deal is off: it is on sale again.`,
      link: '/dashboard/myProducts',
    }),
  /** The buyer: the machine left the marketplace. */
  withdrawn: (b: StoredBooking, productName: string) =>
    tell('buyer', 'request-withdrawn', b, `${productName} was taken off the marketplace, so your request is withdrawn.`, MY_ORDERS, productName),
};

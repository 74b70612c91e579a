import type { Write } from '../store/batch.js';
import type { StoredBooking } from '../store/bookings.js';
import { notificationsStore } from '../store/notifications.js';

/**
 * What each party of a booking is told, as writes for the batch of the event itself: a
 * notification is never sent for an event that did not happen, nor lost for one that did.
 */
const about = (booking: StoredBooking, productName: string) => ({ productId: booking.productId, productName, bookingId: booking._id });
const MY_BUYERS = '/dashboard/myBuyers';
const MY_ORDERS = '/dashboard';

export const notify = {
  /** The seller: a new request (or a request made again). */
  requested: (booking: StoredBooking): Write =>
    notificationsStore.newWrite({
      userUid: booking.sellerUid,
      kind: 'request-received',
      ...about(booking, booking.productName),
      message: `${booking.buyerName} asked to book your ${booking.productName}.`,
      link: MY_BUYERS,
    }),
  /** The buyer: the seller accepted, the machine is theirs. */
  accepted: (booking: StoredBooking): Write =>
    notificationsStore.newWrite({
      userUid: booking.buyerUid,
      kind: 'request-accepted',
      ...about(booking, booking.productName),
      message: `Your request for ${booking.productName} was accepted: the machine is yours.`,
      link: `/product/${booking.productId}`,
    }),
  /** The buyer: declined by the seller, or because another request was accepted. */
  declined: (booking: StoredBooking, soldToAnother: boolean): Write =>
    notificationsStore.newWrite({
      userUid: booking.buyerUid,
      kind: 'request-declined',
      ...about(booking, booking.productName),
      message: soldToAnother
        ? `Your request for ${booking.productName} was declined: the seller accepted another buyer.`
        : `Your request for ${booking.productName} was declined by the seller.`,
      link: `/product/${booking.productId}`,
    }),
  /** The seller: the buyer cancelled a request or a deal. */
  cancelled: (booking: StoredBooking, wasAccepted: boolean): Write =>
    notificationsStore.newWrite({
      userUid: booking.sellerUid,
      kind: 'request-cancelled',
      ...about(booking, booking.productName),
      message: wasAccepted
        ? `${booking.buyerName} cancelled the deal for ${booking.productName}: it is on sale again.`
        : `${booking.buyerName} cancelled their request for ${booking.productName}.`,
      link: MY_BUYERS,
    }),
  /** The buyer: the machine left the marketplace. */
  withdrawn: (booking: StoredBooking, productName: string): Write =>
    notificationsStore.newWrite({
      userUid: booking.buyerUid,
      kind: 'request-withdrawn',
      ...about(booking, productName),
      message: `${productName} was taken off the marketplace, so your request is withdrawn.`,
      link: MY_ORDERS,
    }),
};

// Each product card offers its own "Book now".
export { BookNow } from './components/book-now';
// My Orders reads the list a booking refreshes.
export { myBookingsKey } from './api/my-bookings-key';

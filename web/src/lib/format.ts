// How money and moments are written on every screen: one place, so a card, the product page, the
// booking modal and the dashboard never disagree.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A price in whole or decimal dollars, as sellers enter them: "$1,250", "$99.5". */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

/**
 * When a listing was posted: its time, then its day, as the marketplace wrote them in its own
 * time zone when the listing was made ("3:20 AM, 8/4/2026").
 */
export function formatPosted({ timeOfPost, dateOfPost }: { timeOfPost: string; dateOfPost: string }): string {
  return `${timeOfPost}, ${dateOfPost}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * How long ago something happened (an ISO date-time), as a list of news says it: "just now",
 * "5 min ago", "3 h ago", "yesterday", "4 days ago", then the day itself ("Sep 1, 2026"), in the
 * reader's own time zone.
 */
export function formatSince(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  // A clock a little ahead of the reader's is still "just now".
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return calendarDay.format(then);
}

/** The day of an ISO date-time, in the reader's time zone: "Sep 1, 2026". */
export function formatDay(iso: string): string {
  return calendarDay.format(Date.parse(iso));
}

/** An ISO date-time in full, in the reader's time zone: "Sep 1, 2026, 10:00 AM". */
export function formatMoment(iso: string): string {
  return dayAndTime.format(Date.parse(iso));
}

/** How a person is named on screen: the name they gave, else their e-mail address. */
export function shownName(person: { displayName?: string | null; email: string }): string {
  return person.displayName || person.email;
}

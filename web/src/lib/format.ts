// How money and moments are written on every screen: one place, so a card, the product page, the
// booking modal and the dashboard never disagree.

/**
 * An Intl formatter made on first use, not when the module loads: making one loads the locale's
 * data, tens of milliseconds on a phone.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }));

/**
 * A price in whole or decimal dollars, as sellers enter them: "$1,250", "$99.5". Written by hand
 * as Intl's en-US dollars write it (the tests compare the two): making Intl's currency formatter
 * cost a phone over 100 ms on the catalog's first screen, for a dollar sign and commas.
 */
export function formatPrice(amount: number): string {
  const written = String(Math.abs(amount));
  // Exponent notation (tiny or huge amounts, never a listing's price): Intl knows best.
  if (!Number.isFinite(amount) || written.includes('e')) return dollars().format(amount);
  // Rounded to cents on the number as written ("1.005" → 1.01), half up, as Intl rounds.
  const cents = Math.round(Number(`${written}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${whole}${fraction}`;
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
const calendarDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const dayAndTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of a moment (milliseconds) in the reader's time zone, or in UTC. */
function partsOf(time: number, utc: boolean) {
  const date = new Date(time);
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/** Intl writes years before 1000 and after 9999 its own way; a listing's dates are never there. */
const handWritten = (time: number) => Number.isFinite(time) && time >= Date.UTC(1000, 0, 2) && time < Date.UTC(9999, 11, 31);

/**
 * A day as en-US writes it ("Sep 1, 2026"; "Sep 1" without the year), in the reader's time zone
 * or in UTC. Written by hand, as Intl's `en-US` short month writes it (the tests compare the two):
 * making an Intl date formatter cost a phone over 100 ms inside a screen's first render.
 */
export function writtenDay(time: number, { utc = false, year = true } = {}): string {
  if (!handWritten(time)) return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: year ? 'numeric' : undefined, timeZone: utc ? 'UTC' : undefined }).format(time);
  const parts = partsOf(time, utc);
  return `${MONTHS[parts.month]} ${parts.day}${year ? `, ${parts.year}` : ''}`;
}

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
  return formatDay(iso);
}

/** The day of an ISO date-time, in the reader's time zone: "Sep 1, 2026". */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return handWritten(time) ? writtenDay(time) : calendarDay().format(time);
}

/** An ISO date-time in full, in the reader's time zone: "Sep 1, 2026, 10:00 AM". */
export function formatMoment(iso: string): string {
  const time = Date.parse(iso);
  if (!handWritten(time)) return dayAndTime().format(time);
  const { hours, minutes } = partsOf(time, false);
  return `${writtenDay(time)}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** How a person is named on screen: the name they gave, else their e-mail address. */
export function shownName(person: { displayName?: string | null; email: string }): string {
  return person.displayName || person.email;
}

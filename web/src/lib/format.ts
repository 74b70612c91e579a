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

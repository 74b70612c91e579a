/** A list's count as people read it: "1,000+" when the API counted it up to its cap (`totalCapped`). */
export const countText = (total: number, capped?: boolean): string => (capped ? `${total.toLocaleString('en-US')}+` : String(total));

/** Prices are whole or decimal dollars, as sellers enter them: "$1,250". */
export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

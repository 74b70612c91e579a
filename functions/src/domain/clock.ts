/**
 * The post date and time a product shows ("11/22/2026", "2:05 PM"), in the marketplace's time
 * zone (Bangladesh by default; MARKET_TIME_ZONE changes it).
 */
const timeZone = () => process.env.MARKET_TIME_ZONE ?? 'Asia/Dhaka';

export function postedAt(now: Date = new Date()) {
  return {
    dateOfPost: now.toLocaleDateString('en-US', { timeZone: timeZone() }),
    timeOfPost: now.toLocaleTimeString('en-US', { timeZone: timeZone(), hour: 'numeric', minute: '2-digit', hour12: true }),
    createdAt: now.toISOString(),
  };
}

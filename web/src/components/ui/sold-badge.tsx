import { StaticBadge } from './static-badge';

/** "Sold": a machine a buyer's accepted deal took off sale, marked the same on its card and in My Products. */
export function SoldBadge({ className }: { className?: string }) {
  return (
    <StaticBadge palette="red" variant="solid" className={className}>
      Sold
    </StaticBadge>
  );
}

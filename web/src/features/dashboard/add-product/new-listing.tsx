import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { StaticBadge } from '@/components/ui/static-badge';
import cells from '../components/cells.module.css';

/**
 * After Add Product, My Products opens (spec: Add Product) with the new listing's id in the
 * location state, so that page can mark the new row and bring it into view: under the heading and
 * the seller's card it would otherwise start below the fold, on a phone most of all.
 */
type AddedListingState = { addedListing: string };

export const addedListingState = (id: string): AddedListingState => ({ addedListing: id });

/** The id of the listing Add Product has just made, when My Products was opened by it. */
export function useAddedListingId(): string | null {
  const state = useLocation().state as Partial<AddedListingState> | null;
  return typeof state?.addedListing === 'string' ? state.addedListing : null;
}

/** "New" beside the new listing's name; when drawn, it scrolls its row into the middle of the window. */
export function NewListingBadge() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const row = ref.current?.closest('tr') ?? ref.current;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <StaticBadge ref={ref} palette="green" variant="solid" className={cells.afterName}>
      New
    </StaticBadge>
  );
}

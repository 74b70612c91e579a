import { lazy, startTransition, Suspense, useState } from 'react';
import { StaticButton } from '@/components/ui/static-button';
import type { SaveSearchProps } from './save-search-dialog';

// The dialog and its form (react-hook-form, the contract's rule for a name) come when the button
// is first pressed, not with the catalog's first screen.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));

/**
 * "Save this search": names the current filters and keeps them (the API keeps 20 per user, and
 * says so when that is reached); new machines that match then arrive in the notifications.
 */
export function SaveSearchButton({ size, search }: SaveSearchProps) {
  // A dialog keeps a state machine from the moment it is drawn: it is set up when the button is
  // first pressed, and opens then with the focus in it (and back on the button when it closes).
  const [wanted, setWanted] = useState(false);
  const plainButton = (
    <StaticButton size="sm" aria-haspopup="dialog" aria-expanded={false} onClick={() => startTransition(() => setWanted(true))}>
      Save this search
    </StaticButton>
  );
  return <Suspense fallback={plainButton}>{wanted ? <SaveSearchDialog size={size} search={search} /> : plainButton}</Suspense>;
}

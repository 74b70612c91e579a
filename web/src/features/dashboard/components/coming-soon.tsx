import toast from 'react-hot-toast';
import { StaticButton } from '@/components/ui/static-button';

/** The spec's words for the deletes it never built (My Orders, My Buyers, My Products). */
export const COMING_SOON = 'This feature is not complete due to time..Cumming Soon.';

/** Delete of a booking: not built, so it says so instead of doing nothing. */
export function ComingSoonDelete({ what }: { what: string }) {
  return (
    <StaticButton palette="red" aria-label={`Delete ${what}`} onClick={() => toast(COMING_SOON)}>
      Delete
    </StaticButton>
  );
}

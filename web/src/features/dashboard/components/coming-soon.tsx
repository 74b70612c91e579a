import { Button } from '@chakra-ui/react';
import toast from 'react-hot-toast';

/** The spec's words for the deletes it never built (My Orders, My Buyers, My Products). */
export const COMING_SOON = 'This feature is not complete due to time..Cumming Soon.';

/** Delete of a booking: not built, so it says so instead of doing nothing. */
export function ComingSoonDelete({ what }: { what: string }) {
  return (
    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${what}`} onClick={() => toast(COMING_SOON)}>
      Delete
    </Button>
  );
}

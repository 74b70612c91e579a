import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The account corner of the top bar. A visitor gets the way in; the signed-in avatar menu
 * (name, e-mail, Dashboard, Settings, Earnings, Sign out) replaces it here when accounts arrive.
 */
export function UserMenu() {
  return (
    <Button asChild size="sm">
      <RouterLink to="/signin">Sign In</RouterLink>
    </Button>
  );
}

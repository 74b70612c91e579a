import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SignInMethods } from '../firebase-account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { WhatIsRemoved } from './what-is-removed';

type DeleteAccountProps = { email: string; methods: SignInMethods | null };

/**
 * The danger zone's content: what goes, and the button that opens the confirmation (once it is
 * known how the person proves it is them: password or Google).
 */
export function DeleteAccount({ email, methods }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Text>Deleting your account removes it and everything it holds, for good:</Text>
      <WhatIsRemoved />
      <Button colorPalette="red" variant="outline" alignSelf="flex-start" disabled={methods === null} onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {methods ? <DeleteAccountDialog open={open} onClose={() => setOpen(false)} email={email} withPassword={methods.password} /> : null}
    </Stack>
  );
}

import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { usePageScrollLock } from '@/components/ui/page-scroll-lock';
import { InputField } from '@/components/ui/form-field';
import { signOutHere } from '@/features/auth';
import { deletionSchema, sameAddress, type DeletionConfirmation } from '../account-forms';
import { deleteMyAccount } from '../api/my-account';
import { authFailure } from '../auth-error';
import { confirmIdentity } from '../firebase-account';
import { WhatIsRemoved } from './what-is-removed';

export const ACCOUNT_DELETED = 'Your account is deleted.';
export const WRONG_PASSWORD = 'This is not your password.';

type DeleteAccountDialogProps = { open: boolean; onClose: () => void; email: string; withPassword: boolean };

/**
 * Asks before the account goes: what is removed, the password again (or Google's window for an
 * account without one), and the e-mail typed out, the button staying off until it matches. Signing
 * in again here also makes the sign-in fresh, as the API wants for a deletion (5 minutes at most).
 */
export function DeleteAccountDialog({ open, onClose, email, withPassword }: DeleteAccountDialogProps) {
  const pageHeld = usePageScrollLock(open);
  const navigate = useNavigate();
  const firstField = useRef<HTMLInputElement | null>(null);
  const schema = useMemo(() => deletionSchema(email, withPassword), [email, withPassword]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeletionConfirmation>({ resolver: zodResolver(schema), defaultValues: { password: '', email: '' } });
  const typed = useWatch({ control, name: 'email' });

  const close = () => {
    reset();
    onClose();
  };

  const remove = async ({ password }: DeletionConfirmation) => {
    try {
      await confirmIdentity(withPassword ? password : null);
    } catch (error) {
      const failure = await authFailure(error);
      if (failure.wrongPassword) setError('password', { type: 'identity', message: WRONG_PASSWORD }, { shouldFocus: true });
      // Closing Google's window is changing one's mind, not a failure.
      else if (!failure.popupClosed) toast.error(failure.message);
      return;
    }
    try {
      await deleteMyAccount();
    } catch (error) {
      toast.error((await authFailure(error)).message);
      return;
    }
    // Home first, then signed out: the signed-in part's guard must not send the person to Sign In
    // from a page that no longer has an account behind it.
    await Promise.all([navigate('/', { replace: true }), signOutHere()]);
    toast.success(ACCOUNT_DELETED);
  };

  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: emailRef, ...emailField } = register('email');

  return (
    <Dialog.Root
      role="alertdialog"
      {...pageHeld}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isSubmitting) close();
      }}
      initialFocusEl={() => firstField.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogPanel title="Delete your account?" closeDisabled={isSubmitting}>
        {/* display: contents lets the dialog lay out body and footer as if the form were not there. */}
        <chakra.form display="contents" noValidate aria-label="Delete your account" onSubmit={handleSubmit(remove)}>
          <Dialog.Body>
            <Stack gap="4">
              <Text>This removes, for good:</Text>
              <WhatIsRemoved />
              <Text fontWeight="semibold">This cannot be undone.</Text>
              {withPassword ? (
                <InputField
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  error={errors.password?.message}
                  ref={(element) => {
                    passwordRef(element);
                    firstField.current = element;
                  }}
                  {...passwordField}
                />
              ) : (
                <Text>Google asks you to sign in again in a window of its own.</Text>
              )}
              <InputField
                label="Your e-mail address"
                help={`Type ${email} to confirm.`}
                type="email"
                autoComplete="off"
                spellCheck={false}
                error={errors.email?.message}
                ref={(element) => {
                  emailRef(element);
                  if (!withPassword) firstField.current = element;
                }}
                {...emailField}
              />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={close} disabled={isSubmitting}>
              Keep my account
            </Button>
            <Button type="submit" colorPalette="red" disabled={!sameAddress(typed, email)} loading={isSubmitting} loadingText="Deleting…">
              Delete my account
            </Button>
          </Dialog.Footer>
        </chakra.form>
      </DialogPanel>
    </Dialog.Root>
  );
}

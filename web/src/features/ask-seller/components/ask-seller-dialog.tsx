import { Link, Stack, Text } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH, messageInputSchema, type ListedProduct, type MessageInput } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { MessageField } from '@/components/ui/message-field';
import { ApiError } from '@/lib/api-client';
import { askSeller, isConversationsKey } from '../api/ask-seller';
import { askSellerButtonClass } from './ask-seller-button';

type AskSellerDialogProps = {
  product: Pick<ListedProduct, '_id' | 'productName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The "Ask the seller" dialog of one machine, with its button as the trigger focus returns to. */
export function AskSellerDialog({ product, open, onOpenChange }: AskSellerDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Ask about ${product.productName}`}
      trigger={
        <button type="button" className={askSellerButtonClass}>
          Ask the seller
        </button>
      }
    >
      <AskSellerForm product={product} onSent={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/**
 * The toast of a question sent: says so, with the way to the conversation. The toaster sits
 * outside the router, so the link follows the router's own `navigate`, caught by the form.
 */
function SentToast({ to, navigate }: { to: string; navigate: NavigateFunction }) {
  return (
    <Stack gap="1">
      <Text>Your question is sent to the seller.</Text>
      <Link
        href={to}
        colorPalette="brand"
        color="colorPalette.fg"
        fontWeight="medium"
        onClick={(event) => {
          event.preventDefault();
          void navigate(to);
        }}
      >
        Open the conversation
      </Link>
    </Stack>
  );
}

function AskSellerForm({ product, onSent }: { product: AskSellerDialogProps['product']; onSent: () => void }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MessageInput>({ resolver: zodResolver(messageInputSchema), defaultValues: { text: '' } });
  const written = useWatch({ control, name: 'text' });

  useEffect(() => setFocus('text'), [setFocus]);

  const onValid = async ({ text }: MessageInput) => {
    try {
      const { data } = await askSeller(product._id, text);
      toast.success(<SentToast to={`/dashboard/messages/${encodeURIComponent(data.conversation._id)}`} navigate={navigate} />, { duration: 6000 });
      void mutate(isConversationsKey);
      onSent();
    } catch (error) {
      // The API's reason (your own machine, taken off, too many messages) is the one to show.
      toast.error(error instanceof ApiError ? error.message : 'Your question could not be sent. Please try again.');
    }
  };

  return (
    <FormDialogForm onSubmit={handleSubmit(onValid)} submitLabel="Send" busyLabel="Sending…" busy={isSubmitting}>
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          The seller answers in Messages, in your dashboard.
        </Text>
        <MessageField label="Your question" length={written.length} limit={MAX_MESSAGE_LENGTH} error={errors.text?.message} {...register('text')} />
      </Stack>
    </FormDialogForm>
  );
}

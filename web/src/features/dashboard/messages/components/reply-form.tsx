import { Alert, chakra, Stack } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH, messageInputSchema, type MessageInput, type MessageSent } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MessageField } from '@/components/ui/message-field';
import { StaticButton } from '@/components/ui/static-button';
import { ApiError } from '@/lib/api-client';
import { replyInConversation } from '../api/conversations';
import styles from './reply-form.module.css';

type ReplyFormProps = {
  conversationId: string;
  /** Called with the API's answer once the reply is sent. */
  onSent: (sent: MessageSent) => Promise<void>;
};

/** Enter sends, Shift+Enter starts a new line (and so does Enter while an input method composes). */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The reply at the bottom of a conversation. A conversation the API closed (the machine taken
 * off, sold more than a week ago, the other party gone) keeps its messages to read: the form
 * says why it is closed and takes no more.
 */
export function ReplyForm({ conversationId, onSent }: ReplyFormProps) {
  const [closed, setClosed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MessageInput>({ resolver: zodResolver(messageInputSchema), defaultValues: { text: '' } });
  const written = useWatch({ control, name: 'text' });

  const onValid = async ({ text }: MessageInput) => {
    try {
      const { data } = await replyInConversation(conversationId, text);
      reset({ text: '' });
      await onSent(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setClosed(error.message);
      else toast.error(error.message);
    }
  };

  return (
    <chakra.form aria-label="Reply" noValidate onSubmit={handleSubmit(onValid)}>
      <Stack gap="3">
        {closed ? (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>{closed}</Alert.Title>
          </Alert.Root>
        ) : null}
        <MessageField
          label="Your reply"
          hint="Enter sends, Shift+Enter starts a new line."
          length={written.length}
          limit={MAX_MESSAGE_LENGTH}
          error={errors.text?.message}
          disabled={Boolean(closed)}
          rows={3}
          {...register('text')}
          onKeyDown={sendOnEnter}
        />
        {/* Static: Chakra's loading Button wrote its spinner's styles within the press, restyling the page. */}
        <div className={styles.send}>
          <StaticButton type="submit" size="md" variant="solid" loading={isSubmitting} loadingText="Sending…" disabled={Boolean(closed)}>
            Send
          </StaticButton>
        </div>
      </Stack>
    </chakra.form>
  );
}

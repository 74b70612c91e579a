import { Field, Text, Textarea, type TextareaProps } from '@chakra-ui/react';

type MessageFieldProps = Omit<TextareaProps, 'children'> & {
  label: string;
  /** How many characters are written, and how many a message may have: shown as "12 / 2,000". */
  length: number;
  limit: number;
  /** The contract's message while the text is wrong, linked to the textarea. */
  error?: string;
  /** A hint before the count, e.g. which keys send. */
  hint?: string;
  /** Says "(optional)" after the label: the text may be left empty. */
  optional?: boolean;
};

/**
 * A message to write: a labelled textarea with its count of characters under it. The count
 * turns red past the limit; the contract's own message says what is wrong when sending.
 */
export function MessageField({ label, length, limit, error, hint, optional = false, ...textarea }: MessageFieldProps) {
  const over = length > limit;
  return (
    <Field.Root invalid={Boolean(error) || over} required={!optional}>
      <Field.Label>
        {label}
        {optional ? (
          <>
            {' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional)
            </Text>
          </>
        ) : null}
      </Field.Label>
      <Textarea rows={4} resize="vertical" {...textarea} />
      <Field.HelperText display="flex" justifyContent="space-between" gap="3" w="full">
        <span>{hint}</span>
        <Text as="span" color={over ? 'fg.error' : undefined} flexShrink="0">
          {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')}
        </Text>
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import type { ComponentProps } from 'react';
import { FieldTextarea, FormField } from './form-field';
import styles from './message-field.module.css';

type MessageFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
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
export function MessageField({ label, length, limit, error, hint, optional = false, rows = 4, ...textarea }: MessageFieldProps) {
  const over = length > limit;
  return (
    <FormField
      label={label}
      error={error}
      invalid={Boolean(error) || over}
      optional={optional}
      requiredMark={false}
      helpClassName={styles.help}
      help={
        <>
          <span>{hint}</span>{' '}
          <span className={over ? styles.over : styles.count}>
            {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')}
          </span>
        </>
      }
    >
      <FieldTextarea rows={rows} resizable {...textarea} />
    </FormField>
  );
}

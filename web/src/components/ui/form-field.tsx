import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: string;
  /** The field's message, shown under it (and linked to the control) while it is wrong. */
  error?: string;
  /** A hint under the control. */
  help?: string;
  /** Says "(optional)" instead of the required mark. */
  optional?: boolean;
  /** Required unless optional; a read-only field that only shows a value passes false. */
  required?: boolean;
  readOnly?: boolean;
  gridColumn?: string;
  children: ReactNode;
};

/**
 * Every form's labelled control: the label with its required mark (or "(optional)"), the control,
 * a hint, and the message underneath. Field wires the label, aria-invalid and the message.
 */
export function FormField({ label, error, help, optional = false, required = !optional, readOnly, gridColumn, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} gridColumn={gridColumn}>
      <Field.Label>
        {label}{' '}
        {optional ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        ) : (
          <Field.RequiredIndicator />
        )}
      </Field.Label>
      {children}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

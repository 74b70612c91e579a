import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = { label: string; error?: string; optional?: boolean; children: ReactNode; gridColumn?: string };

/** A labelled control with its message underneath; Field wires the label, aria-invalid and the message. */
export function FormField({ label, error, optional = false, children, gridColumn }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={!optional} gridColumn={gridColumn}>
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { Field, Input, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

type FieldFrame = {
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
};

type FormFieldProps = FieldFrame & { children: ReactNode };

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

type InputFieldProps = FieldFrame & Omit<ComponentProps<typeof Input>, keyof FieldFrame | 'children'>;

/** A form field whose control is a plain text input, the most common kind: `{...register(name)}` goes to the input. */
export function InputField({ label, error, help, optional, required, readOnly, gridColumn, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} help={help} optional={optional} required={required} readOnly={readOnly} gridColumn={gridColumn}>
      <Input readOnly={readOnly} {...input} />
    </FormField>
  );
}

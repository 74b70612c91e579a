import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import styles from './styles/field.module.css';

type FieldFrame = {
  label: string;
  /** The field's message, shown under it (and linked to the control) while it is wrong. */
  error?: string;
  /** A hint under the control. */
  help?: ReactNode;
  /** Says "(optional)" instead of the required mark. */
  optional?: boolean;
  /** Required unless optional; a read-only field that only shows a value passes false. */
  required?: boolean;
  readOnly?: boolean;
  gridColumn?: string;
};

/** What a field tells its control: its id (the label's target) and the state to announce. */
type FieldControl = {
  id: string;
  required: boolean;
  readOnly?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
};

const FieldContext = createContext<FieldControl | null>(null);

/** The attributes of the control inside a FormField; outside one, none. */
function useFieldControl(): Partial<FieldControl> {
  return use(FieldContext) ?? {};
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type FormFieldProps = FieldFrame & {
  children: ReactNode;
  /** The hint's own look, e.g. a count of characters at its end. */
  helpClassName?: string;
  /** Wrong without a message of its own (a message past its length, counted in the hint). */
  invalid?: boolean;
  /** A field everyone knows they must fill (the one field of a message) shows no mark. */
  requiredMark?: boolean;
};

/**
 * Every form's labelled control: the label with its required mark (or "(optional)"), the control,
 * a hint, and the message underneath. The control (FieldInput, FieldTextarea, FieldSelect, or an
 * ImageFileInput) takes its id, aria-invalid and the hint's and message's ids from the field.
 * Drawn from a static stylesheet in Chakra's look.
 */
export function FormField({ label, error, help, optional = false, required = !optional, readOnly, gridColumn, helpClassName, invalid = Boolean(error), requiredMark = true, children }: FormFieldProps) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    required,
    readOnly,
    'aria-invalid': invalid || undefined,
    'aria-describedby': helpId,
    'aria-errormessage': errorId,
  };
  return (
    <div role="group" className={styles.root} data-invalid={invalid || undefined} style={gridColumn ? { gridColumn } : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}{' '}
        {optional ? (
          <span className={styles.optional}>(optional)</span>
        ) : required && requiredMark ? (
          <span className={styles.requiredIndicator} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {help ? (
        <div id={helpId} className={classes(styles.helperText, helpClassName)}>
          {help}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={styles.errorText} aria-live="polite">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A text input in Chakra's look (outline, md), wired to the FormField around it. */
export function FieldInput({ className, ...input }: ComponentProps<'input'>) {
  return <input {...useFieldControl()} className={classes(styles.input, className)} {...input} />;
}

type FieldTextareaProps = ComponentProps<'textarea'> & {
  /** Lets the person make it taller (a message), never wider than its form. */
  resizable?: boolean;
};

/** A textarea in Chakra's look (outline, md), wired to the FormField around it. */
export function FieldTextarea({ className, resizable = false, ...textarea }: FieldTextareaProps) {
  return <textarea {...useFieldControl()} className={classes(styles.textarea, resizable && styles.resizeVertical, className)} {...textarea} />;
}

/** A file input in the fields' look, wired to the FormField around it. */
export function FieldFileInput({ className, ...input }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...useFieldControl()} type="file" className={classes(styles.fileInput, className)} {...input} />;
}

/** A native select in Chakra's look (outline, md), its chevron inside it, wired to the FormField around it. */
export function FieldSelect({ className, children, ...select }: ComponentProps<'select'>) {
  return (
    <div className={classes(styles.selectFrame, className)}>
      <select {...useFieldControl()} className={styles.select} {...select}>
        {children}
      </select>
      <span className={styles.selectIndicator} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}

type InputFieldProps = FieldFrame & Omit<ComponentProps<'input'>, keyof FieldFrame | 'children'>;

/** A form field whose control is a plain text input, the most common kind: `{...register(name)}` goes to the input. */
export function InputField({ label, error, help, optional, required, readOnly, gridColumn, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} help={help} optional={optional} required={required} readOnly={readOnly} gridColumn={gridColumn}>
      <FieldInput {...input} />
    </FormField>
  );
}

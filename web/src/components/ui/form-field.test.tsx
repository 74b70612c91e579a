import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldInput, FieldSelect, FieldTextarea, FormField, InputField } from './form-field';
import { ImageFileInput } from './image-file-input';
import { MessageField } from './message-field';
import styles from './styles/field.module.css';

describe("a form's fields", () => {
  it('a required field is named by its label, marked with a star hidden from screen readers', () => {
    render(<InputField label="Phone Number" type="tel" name="buyerNumber" />);

    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('name', 'buyerNumber');
    expect(input).toHaveClass(styles.input!);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group')).not.toHaveAttribute('data-invalid');
  });

  it('an optional field says so after its label and is not required', () => {
    render(<InputField label="Location" optional help="Your town or district, e.g. Dinajpur." />);

    const input = screen.getByRole('textbox', { name: 'Location (optional)' });
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription('Your town or district, e.g. Dinajpur.');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it("a wrong field's message is its error message, announced as it appears, and the field is invalid", () => {
    render(<InputField label="Email" type="email" error="This e-mail address is not valid." help="We write to it only about your bookings." />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('This e-mail address is not valid.');
    expect(input).toHaveAccessibleDescription('We write to it only about your bookings.');
    expect(screen.getByText('This e-mail address is not valid.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('a read-only field that only shows a value is neither required nor editable', () => {
    render(<InputField label="Email" required={false} readOnly defaultValue="buyer@machinery.test" />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toBeRequired();
  });

  it('two fields of one form have labels of their own', () => {
    render(
      <>
        <InputField label="Full name" />
        <FormField label="Message">
          <FieldTextarea rows={5} />
        </FormField>
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveClass(styles.textarea!);
  });

  it('a select and a file input take the label, state and message of their field', () => {
    render(
      <>
        <FormField label="Action" required={false}>
          <FieldSelect defaultValue="">
            <option value="">All actions</option>
            <option value="role">Role changed</option>
          </FieldSelect>
        </FormField>
        <FormField label="Pictures" error="Choose a picture.">
          <ImageFileInput multiple />
        </FormField>
      </>,
    );

    const select = screen.getByRole('combobox', { name: 'Action' });
    expect(select).toHaveDisplayValue('All actions');
    expect(select).not.toBeRequired();
    const pictures = screen.getByLabelText(/^Pictures/);
    expect(pictures).toHaveAttribute('type', 'file');
    expect(pictures).toHaveAttribute('accept', 'image/*');
    expect(pictures).toHaveAccessibleErrorMessage('Choose a picture.');
  });

  it('an input outside a field (the search box) is drawn alike and says nothing of a field', () => {
    render(<FieldInput type="search" aria-label="Search machines" />);

    const box = screen.getByRole('searchbox', { name: 'Search machines' });
    expect(box).toHaveClass(styles.input!);
    expect(box).not.toBeRequired();
    expect(box).not.toHaveAttribute('id');
  });

  it("a message past its length is invalid, its count in the hint, with no star on the message's label", () => {
    const { rerender } = render(<MessageField label="Your question" length={12} limit={2000} hint="Enter sends it." />);

    const question = screen.getByRole('textbox', { name: 'Your question' });
    expect(question).toBeRequired();
    expect(question).not.toHaveAttribute('aria-invalid');
    expect(question).toHaveAccessibleDescription('Enter sends it. 12 / 2,000');
    expect(screen.queryByText('*')).not.toBeInTheDocument();

    rerender(<MessageField label="Your question" length={2001} limit={2000} />);
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).not.toHaveAccessibleErrorMessage();
  });
});

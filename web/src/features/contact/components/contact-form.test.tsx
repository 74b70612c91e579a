import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('contact form', () => {
  it('shows a message under each field that is missing or wrong', async () => {
    renderWithProviders(<ContactForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field('Email address'), 'not-an-address');
    await userEvent.type(field('Message'), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
  });

  it('thanks the visitor and clears the form after a valid message, without any network call', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<ContactForm />);

    await userEvent.type(field('Full name'), 'Rahim Uddin');
    await userEvent.type(field('Email address'), 'rahim@example.test');
    await userEvent.type(field('Message'), 'Is the 32 size diesel engine still available?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thanks! We will get back to you soon.')).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('');
    expect(field('Email address')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

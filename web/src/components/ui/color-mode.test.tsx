import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ColorModeToggle } from './color-mode';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('colour mode toggle', () => {
  it('switches between light and dark, says which way it goes, and remembers the choice', async () => {
    renderWithProviders(<ColorModeToggle />);

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

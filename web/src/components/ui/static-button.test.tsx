import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paletteOf } from '@/testing/palette';
import { staticButtonClass, StaticCloseButton, StaticIconButton, StaticIconPlaceholder } from './static-button';
import styles from './styles/static-button.module.css';

describe('buttons drawn from the static stylesheet', () => {
  it('an icon button is a ghost square in the brand palette that does not submit its form', async () => {
    const press = vi.fn();
    render(
      <form onSubmit={() => press('submitted')}>
        <StaticIconButton aria-label="Open menu" onClick={() => press('pressed')}>
          <svg />
        </StaticIconButton>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);

    expect(press.mock.calls).toEqual([['pressed']]);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(styles.ghost!, styles.icon!);
    expect(button).not.toHaveClass(styles.round!);
    expect(paletteOf(button)).toBe('brand');
  });

  it('keeps the classes and the ref a trigger drawn over it adds (a popover or a menu asChild)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<StaticIconButton aria-label="Account menu of Sadia" round className="trigger-class" ref={ref} aria-expanded />);

    const button = screen.getByRole('button', { name: 'Account menu of Sadia' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('trigger-class', styles.round!, styles.icon!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it("a dialog's close button is named Close unless told otherwise", () => {
    render(
      <>
        <StaticCloseButton />
        <StaticCloseButton aria-label="Close the photos" />
      </>,
    );

    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass(styles.icon!);
    expect(screen.getByRole('button', { name: 'Close the photos' })).toBeInTheDocument();
  });

  it("an icon button's placeholder is hidden from screen readers, its size, and takes a look of its own", () => {
    render(<StaticIconPlaceholder data-testid="place" className="round-grey" />);

    const place = screen.getByTestId('place');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveClass(styles.iconPlaceholder!, 'round-grey');
  });

  it("a link in a button's look takes the size asked for, sm on phones and md from 768px included", () => {
    expect(staticButtonClass({ variant: 'solid', size: 'lg' }).split(' ')).toEqual(expect.arrayContaining([styles.button, styles.solid, styles.lg]));
    expect(staticButtonClass({ size: 'smThenMd' }).split(' ')).toEqual(expect.arrayContaining([styles.outline, styles.smThenMd]));
  });
});

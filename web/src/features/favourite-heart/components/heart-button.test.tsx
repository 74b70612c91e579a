import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import buttons from '@/components/ui/styles/static-button.module.css';
import { HeartButton } from './heart-button';
import styles from './heart-button.module.css';

const R170A = '4HP Water Cooled Diesel Engine (R170A)';

describe("a machine's heart", () => {
  it('unsaved on a card, it is a round ghost button that offers to save', () => {
    render(<HeartButton machine={R170A} saved={false} />);

    const heart = screen.getByRole('button', { name: `Save ${R170A} to favourites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveClass(buttons.ghost!, buttons.round!, styles.heart!);
    expect(heart).not.toHaveClass(styles.saved!);
  });

  it('saved over a picture, it is filled, outlined on a background of its own, and offers to remove', () => {
    render(<HeartButton machine={R170A} saved look="over-picture" />);

    const heart = screen.getByRole('button', { name: `Remove ${R170A} from favourites` });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveClass(buttons.outline!, styles.overPicture!, styles.saved!);
  });
});

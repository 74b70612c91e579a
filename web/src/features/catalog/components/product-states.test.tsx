import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import skeleton from '@/components/ui/skeleton.module.css';
import { ProductCardOutline, ProductSkeletons } from './product-states';

describe('cards on their way', () => {
  it("a card not drawn yet reads as its machine's name and price, its grey shapes standing still", () => {
    const { container } = render(<ProductCardOutline product={{ _id: 'engine-1', productName: '4HP Diesel Engine', resalePrice: 25000 }} />);

    expect(screen.getByRole('article', { name: '4HP Diesel Engine' })).toHaveTextContent(/25,000/);
    const shapes = container.querySelectorAll(`.${skeleton.picture}, .${skeleton.line}`);
    expect(shapes.length).toBeGreaterThan(1);
    // Out of view, a pulse is restyled every frame for nobody (docs/performance.md).
    for (const shape of shapes) expect(shape).toHaveClass(skeleton.still!);
  });

  it('the cards of a list still loading pulse, as a loading state does', () => {
    const { container } = render(<ProductSkeletons count={2} />);

    const shapes = container.querySelectorAll(`.${skeleton.picture}, .${skeleton.line}`);
    expect(shapes.length).toBeGreaterThan(1);
    for (const shape of shapes) expect(shape).not.toHaveClass(skeleton.still!);
  });
});

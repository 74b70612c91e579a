import type { ReactNode } from 'react';
import grid from './card-grid.module.css';

type CardListProps<T> = { items: T[]; card: (item: T) => ReactNode };

/** The home page's cards in a grid, as a list: screen readers say how many there are. */
export function CardList<T extends { _id: string }>({ items, card }: CardListProps<T>) {
  return (
    <ul className={grid.grid}>
      {items.map((item) => (
        <li key={item._id}>{card(item)}</li>
      ))}
    </ul>
  );
}

import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type CardListProps<T> = { items: T[]; columns: SimpleGridProps['columns']; card: (item: T) => ReactNode };

/** The home page's cards in a grid, as a list: screen readers say how many there are. */
export function CardList<T extends { _id: string }>({ items, columns, card }: CardListProps<T>) {
  return (
    <SimpleGrid as="ul" columns={columns} gap="6" listStyleType="none">
      {items.map((item) => (
        <li key={item._id}>{card(item)}</li>
      ))}
    </SimpleGrid>
  );
}

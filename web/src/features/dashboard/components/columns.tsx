import { Badge } from '@chakra-ui/react';
import { formatPrice } from '@/lib/format';
import { ComingSoonDelete } from './coming-soon';
import type { Column } from './list-table';

// Columns several dashboard tables share, named as the spec names them.

/** No: the row's place in the list, from 1. */
export const numberColumn: Column<unknown> = { header: 'No', cell: (_item, index) => index + 1 };

export const productNameColumn: Column<{ productName: string }> = {
  header: 'Product Name',
  cell: ({ productName }) => productName,
  style: { fontWeight: 'medium', minW: '48' },
};

export const priceColumn: Column<{ resalePrice: number }> = { header: 'Price', cell: ({ resalePrice }) => formatPrice(resalePrice), style: { whiteSpace: 'nowrap' } };

/**
 * Access: "Upcoming" for every row the spec lists, except a booking whose machine was withdrawn
 * (its seller's account was removed), which says so.
 */
export const accessColumn: Column<object> = {
  header: 'Access',
  cell: (row) => {
    const withdrawn = 'status' in row && row.status === 'withdrawn';
    return (
      <Badge colorPalette={withdrawn ? 'orange' : 'gray'} variant="surface">
        {withdrawn ? 'Withdrawn' : 'Upcoming'}
      </Badge>
    );
  },
};

/** Delete of a booking: not built, so it says so instead of doing nothing; `what` names the row for the button. */
export const comingSoonDeleteColumn = <T,>(what: (item: T) => string): Column<T> => ({ header: 'Delete', cell: (item) => <ComingSoonDelete what={what(item)} /> });

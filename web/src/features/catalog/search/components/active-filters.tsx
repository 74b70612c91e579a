import { Button, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { filterLabels, type CatalogSearch, type FilterName } from '../search-address';
import { SEARCH_BOX_ID } from './search-box';

type ActiveFiltersProps = {
  search: CatalogSearch;
  onRemove: (name: FilterName) => void;
  onClearAll: () => void;
};

/**
 * The filters in force as chips, each removed by its own button, and "Clear all". A removed
 * chip's button is gone: focus moves to the chip now in its place, or to the search box.
 */
export function ActiveFilters({ search, onRemove, onClearAll }: ActiveFiltersProps) {
  const chips = filterLabels(search);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const place = focusAfterRemoval.current;
    if (place === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(place, buttons.length - 1)] ?? document.getElementById(SEARCH_BOX_ID);
    next?.focus();
  }, [chips.length]);

  if (chips.length === 0) return null;
  const remove = (name: FilterName, place: number) => {
    focusAfterRemoval.current = place;
    onRemove(name);
  };
  const clearAll = () => {
    focusAfterRemoval.current = 0;
    onClearAll();
  };

  return (
    <chakra.ul ref={list} aria-label="Filters in use" display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {chips.map(({ name, label }, place) => (
        <li key={name}>
          <Button size="xs" variant="subtle" rounded="full" aria-label={`Remove ${label}`} onClick={() => remove(name, place)}>
            {label}
            <CloseIcon size="0.9em" />
          </Button>
        </li>
      ))}
      <li>
        <Button size="xs" variant="ghost" onClick={clearAll}>
          Clear all
        </Button>
      </li>
    </chakra.ul>
  );
}

import { Button, Menu, Portal } from '@chakra-ui/react';
import { DEFAULT_SORT, SORT_LABELS, sortLabel } from '@/lib/catalog-search';

type SortMenuProps = { sort: string | undefined; onSort: (sort: string) => void };

/** The order of the results: a menu of the API's orders, the current one checked and named on the button. */
export function SortMenu({ sort = DEFAULT_SORT, onSort }: SortMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" flexShrink="0">
          Sort: {sortLabel(sort)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={sort} onValueChange={({ value }) => onSort(value)}>
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <Menu.RadioItem key={value} value={value}>
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

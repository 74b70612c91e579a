import { Menu, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { FirstHighlight } from '@/components/ui/menu-on-first-press';
import { MoreActionsButton } from './more-actions-button';

const REPORT = 'report';

type ListingActionsListProps = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The menu was opened from its plain button by this key (or by a pointer: null). */
  highlight: FirstHighlight;
  onReport: () => void;
};

/** The "More actions" menu itself, set up by the first press of its button: it opens at once, the focus in it. */
export function ListingActionsList({ buttonRef, highlight, onReport }: ListingActionsListProps) {
  return (
    <Menu.Root defaultOpen defaultHighlightedValue={highlight ? REPORT : undefined} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <MoreActionsButton ref={buttonRef} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {/* A click, as Enter on the item clicks it too. */}
            <Menu.Item value={REPORT} onClick={onReport}>
              Report this listing
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { iconOf } from '@/components/ui/icon';

const MoreIcon = iconOf(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);

/** The button of a "More actions" menu, three dots: the plain one, then the menu's own trigger. */
export function MoreActionsButton(props: Omit<IconButtonProps, 'aria-label' | 'children'> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <IconButton variant="outline" size="sm" aria-label="More actions" flexShrink="0" {...props}>
      <MoreIcon />
    </IconButton>
  );
}

import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { HeartIcon } from '@/components/ui/icons';

export type HeartLook = 'plain' | 'over-picture';

type HeartButtonProps = Omit<IconButtonProps, 'aria-label' | 'aria-pressed' | 'children'> & {
  machine: string;
  saved: boolean;
  /** On a card's body, or floating over its picture (with a background of its own). */
  look?: HeartLook;
};

/** The heart of a machine: a toggle named for what pressing it does, filled once the machine is saved. */
export function HeartButton({ machine, saved, look = 'plain', ...props }: HeartButtonProps) {
  const overPicture = look === 'over-picture';
  return (
    <IconButton
      aria-label={saved ? `Remove ${machine} from favourites` : `Save ${machine} to favourites`}
      aria-pressed={saved}
      variant={overPicture ? 'outline' : 'ghost'}
      size="sm"
      rounded="full"
      flexShrink="0"
      bg={overPicture ? 'bg' : undefined}
      shadow={overPicture ? 'sm' : undefined}
      color={saved ? { base: 'red.600', _dark: 'red.300' } : 'fg.muted'}
      css={saved ? { '& svg': { fill: 'currentColor' } } : undefined}
      {...props}
    >
      <HeartIcon />
    </IconButton>
  );
}

/** Holds the heart's place, its size, until its code or the user's state is there. */
export const HEART_SIZE = '9';

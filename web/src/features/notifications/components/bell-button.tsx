import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { BellIcon } from '@/components/ui/icons';

/** What the dot on the bell shows: the count, "99+" beyond that (the API counts unread ones up to 100). */
const shortCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell's name says the count, so it is heard, not only seen. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${shortCount(unread)} unread` : 'Notifications';
}

type BellButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & { unread: number | undefined };

/**
 * The bell of the top bar with its unread count. The same button is drawn plain until the list is
 * first wanted, and then as the popover's trigger (which passes its own props and ref).
 */
export function BellButton({ unread, ...buttonProps }: BellButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" position="relative" aria-label={bellLabel(unread)} {...buttonProps}>
      <BellIcon />
      {unread ? (
        <Box
          aria-hidden="true"
          position="absolute"
          top="0"
          insetEnd="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          minW="4.5"
          h="4.5"
          px="1"
          rounded="full"
          colorPalette="red"
          bg="colorPalette.solid"
          color="colorPalette.contrast"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
        >
          {shortCount(unread)}
        </Box>
      ) : null}
    </IconButton>
  );
}

import { Button, Portal, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { COMING_SOON } from '../../components/coming-soon';

/**
 * Deleting a product was never built. The button stays focusable (aria-disabled rather than
 * disabled) so keyboard and screen reader users reach the explanation too.
 */
export function DeleteProductButton({ productName }: { productName: string }) {
  const reasonId = useId();
  return (
    <>
      <Tooltip.Root openDelay={200}>
        <Tooltip.Trigger asChild>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-disabled="true"
            aria-label={`Delete ${productName}`}
            aria-describedby={reasonId}
          >
            Delete
          </Button>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="64">{COMING_SOON}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <VisuallyHidden id={reasonId}>{COMING_SOON}</VisuallyHidden>
    </>
  );
}

import { chakra, HStack } from '@chakra-ui/react';
import { thumbnailUrl } from '@contract';
import { FallbackImage } from '@/components/ui/fallback-image';

type PictureThumbnailsProps = { pictures: string[]; current: number; onPick: (index: number) => void };

/**
 * A small button per picture of a listing; the one shown is marked, for the eye and for screen
 * readers. Each shows the picture's 400 px thumbnail where it has one.
 */
export function PictureThumbnails({ pictures, current, onPick }: PictureThumbnailsProps) {
  return (
    // On a phone the row scrolls sideways inside the card instead of widening it.
    <HStack as="ul" listStyleType="none" gap="2" px="3" pt="3" overflowX="auto">
      {pictures.map((src, index) => (
        <li key={`${index}-${src}`}>
          <chakra.button
            type="button"
            aria-label={`Show picture ${index + 1} of ${pictures.length}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onPick(index)}
            display="block"
            rounded="md"
            overflow="hidden"
            borderWidth="2px"
            borderColor={index === current ? 'colorPalette.solid' : 'transparent'}
            opacity={index === current ? 1 : 0.75}
            _hover={{ opacity: 1 }}
            focusVisibleRing="outside"
            flexShrink="0"
          >
            <FallbackImage src={thumbnailUrl(src, 400) ?? src} alt="" width={64} height={48} w="16" h="12" objectFit="cover" bg="bg.muted" draggable={false} />
          </chakra.button>
        </li>
      ))}
    </HStack>
  );
}

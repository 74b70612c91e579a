import { Box, chakra, IconButton, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/media-icons';
import { PHOTO_TRIGGER_ATTRIBUTE, photosOf, useShowProductPhoto, type PhotographedProduct } from './product-photos';
import { pictureSources, type PictureSlot } from './picture-sources';
import { PictureThumbnails } from './picture-thumbnails';
import { useSwipe } from './use-swipe';

/** The arrows' icons: small, with thicker lines, over the picture. */
const GLYPH = { size: '1.1em', strokeWidth: 2.4 };

const arrowLook = { variant: 'ghost', size: 'sm', rounded: 'full', bg: 'bg/90', borderWidth: '1px', shadow: 'sm', position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/**
 * The product's pictures: the one shown is a button, so a click, Enter or Space enlarges it in the
 * photo viewer. A listing with several pictures adds arrows, a thumbnail per picture, swiping over
 * the picture and the arrow keys anywhere in the gallery to go from one to the next. The browser
 * loads the size that fits the slot (a card in the grid, or the product page).
 */
export function ProductPicture({ product, slot }: { product: PhotographedProduct; slot: PictureSlot }) {
  const showPhoto = useShowProductPhoto();
  const pictures = photosOf(product);
  const [chosen, setChosen] = useState(0);
  // A refreshed listing may have fewer pictures than the one the visitor was looking at.
  const current = Math.min(chosen, pictures.length - 1);
  const several = pictures.length > 1;
  const go = (step: 1 | -1) => setChosen((current + step + pictures.length) % pictures.length);
  const swipe = useSwipe(go);
  const name = product.productName;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  const picture = (
    <chakra.button
      type="button"
      {...{ [PHOTO_TRIGGER_ATTRIBUTE]: product._id }}
      aria-label={several ? `Enlarge picture ${current + 1} of ${pictures.length} of ${name}` : `Enlarge the picture of ${name}`}
      onClick={() => {
        if (!swipe.endedSwipe()) showPhoto(product._id, current);
      }}
      {...(several ? swipe.handlers : {})}
      display="block"
      w="full"
      cursor="zoom-in"
      bg="bg.muted"
      focusVisibleRing="inside"
      // Sideways swipes are the gallery's; the page still scrolls up and down.
      touchAction={several ? 'pan-y' : undefined}
    >
      <FallbackImage src={pictures[current] ?? ''} {...pictureSources(pictures[current] ?? '', slot)} alt={name} width={800} height={600} w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" draggable={false} />
    </chakra.button>
  );
  if (!several) return picture;

  return (
    <Box role="group" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
      <Box position="relative">
        {picture}
        <IconButton aria-label="Previous picture" {...arrowLook} left="2" onClick={() => go(-1)}>
          <ChevronLeftIcon {...GLYPH} />
        </IconButton>
        <IconButton aria-label="Next picture" {...arrowLook} right="2" onClick={() => go(1)}>
          <ChevronRightIcon {...GLYPH} />
        </IconButton>
        <Text aria-hidden="true" position="absolute" bottom="2" right="2" px="2" rounded="full" bg="bg/90" borderWidth="1px" fontSize="xs" fontWeight="medium">
          {current + 1} / {pictures.length}
        </Text>
      </Box>
      <PictureThumbnails pictures={pictures} current={current} onPick={setChosen} />
    </Box>
  );
}

import { IconButton } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/media-icons';
import { MachinePlaceholder } from './machine-placeholder';
import { photosOf, type PhotographedProduct } from './photos-of';
import { PHOTO_TRIGGER_ATTRIBUTE, preparePhotoViewer, useShowProductPhoto } from './product-photos';
import { pictureSources, type PictureSlot } from './picture-sources';
import { PictureThumbnails } from './picture-thumbnails';
import styles from './product-picture.module.css';
import { useSwipe } from './use-swipe';

/** The arrows' icons: small, with thicker lines, over the picture. */
const GLYPH = { size: '1.1em', strokeWidth: 2.4 };

/**
 * The product's pictures: the one shown is a button, so a click, Enter or Space enlarges it in the
 * photo viewer. A listing with several pictures adds arrows, a thumbnail per picture, swiping over
 * the picture and the arrow keys anywhere in the gallery to go from one to the next. The browser
 * loads the size that fits the slot (a card in the grid, or the product page). A listing without a
 * photo, or whose photo fails to load, shows a drawn placeholder naming the machine instead.
 */
export function ProductPicture({ product, slot, priority = false }: { product: PhotographedProduct; slot: PictureSlot; priority?: boolean }) {
  const showPhoto = useShowProductPhoto();
  const pictures = photosOf(product);
  const [chosen, setChosen] = useState(0);
  // A refreshed listing may have fewer pictures than the one the visitor was looking at.
  const current = Math.min(chosen, pictures.length - 1);
  const several = pictures.length > 1;
  const go = (step: 1 | -1) => setChosen((current + step + pictures.length) % pictures.length);
  const swipe = useSwipe(go);
  const name = product.productName;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = pictures[current] ?? '';
  const missing = !src || failedSrc === src;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  // With no photo at all there is nothing to enlarge: the placeholder stands alone, in the same box.
  if (missing && !several) return <MachinePlaceholder name={name} />;

  const picture = (
    <button
      type="button"
      {...{ [PHOTO_TRIGGER_ATTRIBUTE]: product._id }}
      aria-label={several ? `Enlarge picture ${current + 1} of ${pictures.length} of ${name}` : `Enlarge the picture of ${name}`}
      // The viewer's code is asked for as the finger lands, so it is mostly here by the click.
      onPointerDownCapture={() => void preparePhotoViewer().catch(() => undefined)}
      onClick={() => {
        if (!swipe.endedSwipe()) showPhoto(product._id, current);
      }}
      {...(several ? swipe.handlers : {})}
      className={several ? `${styles.picture} ${styles.swipeable}` : styles.picture}
    >
      {missing ? (
        <MachinePlaceholder name={name} />
      ) : (
        <img
          src={src}
          {...pictureSources(src, slot)}
          alt={name}
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
          className={styles.image}
          draggable={false}
        />
      )}
    </button>
  );
  if (!several) return picture;

  return (
    <div role="group" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
      <div className={styles.frame}>
        {picture}
        <IconButton aria-label="Previous picture" variant="ghost" size="sm" className={styles.previous} onClick={() => go(-1)}>
          <ChevronLeftIcon {...GLYPH} />
        </IconButton>
        <IconButton aria-label="Next picture" variant="ghost" size="sm" className={styles.next} onClick={() => go(1)}>
          <ChevronRightIcon {...GLYPH} />
        </IconButton>
        <p aria-hidden="true" className={styles.count}>
          {current + 1} / {pictures.length}
        </p>
      </div>
      <PictureThumbnails pictures={pictures} current={current} onPick={setChosen} />
    </div>
  );
}

import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';
import type { PhotographedProduct, ShownPhoto } from './photos-of';
import styles from './product-photos.module.css';

type Viewer = (typeof import('./photo-viewer'))['PhotoViewer'];

/**
 * The viewer library, its toolbar and CSS stay out of the page's first load: they are fetched in
 * an idle moment once the pictures are on screen, or from a press's first touch if that comes
 * first, and once here they stay. Not React.lazy: a component that suspends shows its fallback,
 * and React then holds what comes next for up to 300 ms so that fallbacks do not flicker, which
 * put the viewer on screen 360 ms after a tap.
 */
export const preparePhotoViewer: () => Promise<Viewer> = loadOnce(async () => (await import('./photo-viewer')).PhotoViewer);

type ShowPhoto = (productId: string, picture?: number) => void;

const ShowPhotoContext = createContext<ShowPhoto>(() => {});

/** Opens the photo viewer on one of a product's pictures, the cover by default (inside `ProductPhotos`). */
export function useShowProductPhoto(): ShowPhoto {
  return useContext(ShowPhotoContext);
}

/** The attribute that marks a product's picture button, so focus can go back to it. */
export const PHOTO_TRIGGER_ATTRIBUTE = 'data-product-photo';

function focusPictureOf(productId: string) {
  document.querySelector<HTMLElement>(`[${PHOTO_TRIGGER_ATTRIBUTE}="${CSS.escape(productId)}"]`)?.focus();
}

type ProductPhotosProps = { products: PhotographedProduct[]; children: ReactNode };

/**
 * One photo viewer for the products on screen, holding every picture of each: a picture opens it,
 * swiping (over 40 px) or the arrow keys go to the next or previous picture (past a product's last
 * picture, the next product's first), pulling down (over 100 px) or Escape closes it, and focus
 * returns to the picture of the product last shown.
 */
export function ProductPhotos({ products, children }: ProductPhotosProps) {
  const [shown, setShown] = useState<ShownPhoto | null>(null);
  // Once here the viewer stays mounted, so it can play its closing animation.
  const [PhotoViewer, setPhotoViewer] = useState<Viewer | null>(null);
  // The page dimmed at once on a press; the viewer, 40–60 ms of drawing on a phone, follows in a
  // transition, and the dimming goes in the frame the viewer comes in.
  const [opening, setOpening] = useState(false);
  const dimmed = opening && (PhotoViewer === null || shown === null);

  const close = () => {
    if (shown) focusPictureOf(shown.productId);
    setOpening(false);
    setShown(null);
  };

  // Mounted closed once its code is here, so that a press only opens it.
  useEffect(() => whenIdle(() => void preparePhotoViewer().then((viewer) => setPhotoViewer(() => viewer), () => undefined)), []);

  const show = useCallback<ShowPhoto>((productId, picture = 0) => {
    setOpening(true);
    startTransition(() => setShown({ productId, picture }));
    preparePhotoViewer().then(
      (viewer) => setPhotoViewer(() => viewer),
      () => {
        setOpening(false);
        setShown(null);
        toast.error('The photo viewer could not be loaded. Check your connection and try again.');
      },
    );
  }, []);

  return (
    <ShowPhotoContext.Provider value={show}>
      {children}
      {dimmed && <div className={styles.opening} aria-hidden="true" data-testid="photo-viewer-opening" />}
      {PhotoViewer && <PhotoViewer products={products} shown={shown} onShow={setShown} onClose={close} />}
    </ShowPhotoContext.Provider>
  );
}

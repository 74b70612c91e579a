import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PhotographedProduct, ShownPhoto } from './photos-of';

// The viewer library, its toolbar and CSS stay out of the page until a picture is enlarged.
const PhotoViewer = lazy(async () => ({ default: (await import('./photo-viewer')).PhotoViewer }));

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
  // Once opened the viewer stays mounted, so it can play its closing animation.
  const [opened, setOpened] = useState(false);

  const close = () => {
    if (shown) focusPictureOf(shown.productId);
    setShown(null);
  };

  const show = useCallback<ShowPhoto>((productId, picture = 0) => {
    setOpened(true);
    setShown({ productId, picture });
  }, []);

  return (
    <ShowPhotoContext.Provider value={show}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <PhotoViewer products={products} shown={shown} onShow={setShown} onClose={close} />
        </Suspense>
      )}
    </ShowPhotoContext.Provider>
  );
}

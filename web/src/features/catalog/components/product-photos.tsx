import type { Product } from '@contract';
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

// The viewer library, its toolbar and CSS stay out of the page until a picture is enlarged.
const PhotoViewer = lazy(async () => ({ default: (await import('./photo-viewer')).PhotoViewer }));

type ShowPhoto = (productId: string) => void;

const ShowPhotoContext = createContext<ShowPhoto>(() => {});

/** Opens the photo viewer on a product's picture (inside `ProductPhotos`). */
export function useShowProductPhoto(): ShowPhoto {
  return useContext(ShowPhotoContext);
}

/** The attribute that marks a product's picture button, so focus can go back to it. */
export const PHOTO_TRIGGER_ATTRIBUTE = 'data-product-photo';

function focusPictureOf(productId: string) {
  document.querySelector<HTMLElement>(`[${PHOTO_TRIGGER_ATTRIBUTE}="${CSS.escape(productId)}"]`)?.focus();
}

type ProductPhotosProps = { products: Pick<Product, '_id' | 'picture' | 'productName'>[]; children: ReactNode };

/**
 * One photo viewer for the products on screen: a picture opens it, swiping (over 40 px) or the
 * arrow keys go to the next or previous product's picture, pulling down (over 100 px) or Escape
 * closes it, and focus returns to the picture last shown.
 */
export function ProductPhotos({ products, children }: ProductPhotosProps) {
  const [shownId, setShownId] = useState<string | null>(null);
  // Once opened the viewer stays mounted, so it can play its closing animation.
  const [opened, setOpened] = useState(false);

  const close = () => {
    if (shownId) focusPictureOf(shownId);
    setShownId(null);
  };

  const show = useCallback<ShowPhoto>((productId) => {
    setOpened(true);
    setShownId(productId);
  }, []);

  return (
    <ShowPhotoContext.Provider value={show}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <PhotoViewer products={products} shownId={shownId} onShow={setShownId} onClose={close} />
        </Suspense>
      )}
    </ShowPhotoContext.Provider>
  );
}

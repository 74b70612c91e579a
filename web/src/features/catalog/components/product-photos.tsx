import type { Product } from '@contract';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { PhotoSlider } from 'react-photo-view';
import type { PhotoRenderParams } from 'react-photo-view/dist/types';
import 'react-photo-view/dist/react-photo-view.css';
import './product-photos.css';
import { PhotoToolbar } from './photo-toolbar';
import { ViewerPicture } from './viewer-picture';

const VIEWER_FRAME = { width: 800, height: 600 };

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
  const photos = useMemo(
    () =>
      products.map(({ _id, picture, productName }) => ({
        key: _id,
        caption: productName,
        // The frame the viewer fits to the screen; the picture is contained in it.
        width: VIEWER_FRAME.width,
        height: VIEWER_FRAME.height,
        render: ({ attrs }: PhotoRenderParams) => <ViewerPicture attrs={attrs} src={picture} alt={productName} />,
      })),
    [products],
  );
  const index = photos.findIndex((photo) => photo.key === shownId);

  const close = () => {
    if (shownId) focusPictureOf(shownId);
    setShownId(null);
  };

  return (
    <ShowPhotoContext.Provider value={useCallback<ShowPhoto>((productId) => setShownId(productId), [])}>
      {children}
      <PhotoSlider
        className="product-photos"
        images={photos}
        index={Math.max(index, 0)}
        visible={index >= 0}
        onIndexChange={(next) => setShownId(photos[next]?.key ?? null)}
        onClose={close}
        toolbarRender={(viewer) => <PhotoToolbar {...viewer} onClose={close} />}
        overlayRender={({ index: current }) => <p className="product-photos__caption">{photos[current]?.caption}</p>}
      />
    </ShowPhotoContext.Provider>
  );
}

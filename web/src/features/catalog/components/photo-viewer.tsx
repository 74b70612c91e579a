import { useMemo } from 'react';
import { PhotoSlider } from 'react-photo-view';
import type { PhotoRenderParams } from 'react-photo-view/dist/types';
import 'react-photo-view/dist/react-photo-view.css';
import './product-photos.css';
import { PhotoToolbar } from './photo-toolbar';
import { photosOf, type PhotographedProduct, type ShownPhoto } from './photos-of';
import { ViewerPicture } from './viewer-picture';

const VIEWER_FRAME = { width: 800, height: 600 };

type PhotoViewerProps = {
  products: PhotographedProduct[];
  /** The picture shown; null while the viewer is closed. */
  shown: ShownPhoto | null;
  onShow: (shown: ShownPhoto | null) => void;
  onClose: () => void;
};

/** The photo viewer itself (react-photo-view): its own chunk, fetched when a picture is first enlarged. */
export function PhotoViewer({ products, shown, onShow, onClose }: PhotoViewerProps) {
  // One slide per picture, product after product, each product's cover first.
  const photos = useMemo(
    () =>
      products.flatMap((product) => {
        const pictures = photosOf(product);
        return pictures.map((src, picture) => ({
          key: `${product._id}/${picture}`,
          shown: { productId: product._id, picture },
          caption: pictures.length > 1 ? `${product.productName} (picture ${picture + 1} of ${pictures.length})` : product.productName,
          // The frame the viewer fits to the screen; the picture is contained in it.
          width: VIEWER_FRAME.width,
          height: VIEWER_FRAME.height,
          render: ({ attrs }: PhotoRenderParams) => <ViewerPicture attrs={attrs} src={src} alt={product.productName} />,
        }));
      }),
    [products],
  );
  const index = shown ? photos.findIndex((photo) => photo.shown.productId === shown.productId && photo.shown.picture === shown.picture) : -1;

  return (
    <PhotoSlider
      className="product-photos"
      images={photos}
      index={Math.max(index, 0)}
      visible={index >= 0}
      onIndexChange={(next) => onShow(photos[next]?.shown ?? null)}
      onClose={onClose}
      toolbarRender={(viewer) => <PhotoToolbar {...viewer} onClose={onClose} />}
      overlayRender={({ index: current }) => <p className="product-photos__caption">{photos[current]?.caption}</p>}
    />
  );
}

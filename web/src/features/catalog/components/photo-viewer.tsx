import type { Product } from '@contract';
import { useMemo } from 'react';
import { PhotoSlider } from 'react-photo-view';
import type { PhotoRenderParams } from 'react-photo-view/dist/types';
import 'react-photo-view/dist/react-photo-view.css';
import './product-photos.css';
import { PhotoToolbar } from './photo-toolbar';
import { ViewerPicture } from './viewer-picture';

const VIEWER_FRAME = { width: 800, height: 600 };

type PhotoViewerProps = {
  products: Pick<Product, '_id' | 'picture' | 'productName'>[];
  /** The product whose picture is shown; null while the viewer is closed. */
  shownId: string | null;
  onShow: (productId: string | null) => void;
  onClose: () => void;
};

/** The photo viewer itself (react-photo-view): its own chunk, fetched when a picture is first enlarged. */
export function PhotoViewer({ products, shownId, onShow, onClose }: PhotoViewerProps) {
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

  return (
    <PhotoSlider
      className="product-photos"
      images={photos}
      index={Math.max(index, 0)}
      visible={index >= 0}
      onIndexChange={(next) => onShow(photos[next]?.key ?? null)}
      onClose={onClose}
      toolbarRender={(viewer) => <PhotoToolbar {...viewer} onClose={onClose} />}
      overlayRender={({ index: current }) => <p className="product-photos__caption">{photos[current]?.caption}</p>}
    />
  );
}

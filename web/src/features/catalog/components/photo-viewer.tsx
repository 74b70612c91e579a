import { useMemo, useSyncExternalStore } from 'react';
import { PhotoSlider } from 'react-photo-view';
import type { PhotoRenderParams } from 'react-photo-view/dist/types';
import 'react-photo-view/dist/react-photo-view.css';
import './product-photos.css';
import { PhotoToolbar } from './photo-toolbar';
import { photosOf, type PhotographedProduct, type ShownPhoto } from './photos-of';
import { fittedFrame } from './viewer-frame';
import { ViewerPicture } from './viewer-picture';

function onResize(changed: () => void) {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/** The viewport's size as one string, so an unchanged size keeps the slides as they were. */
const viewportSize = () => `${window.innerWidth}x${window.innerHeight}`;

type PhotoViewerProps = {
  products: PhotographedProduct[];
  /** The picture shown; null while the viewer is closed. */
  shown: ShownPhoto | null;
  onShow: (shown: ShownPhoto | null) => void;
  onClose: () => void;
};

/** The photo viewer itself (react-photo-view): its own chunk, fetched when a picture is first enlarged. */
export function PhotoViewer({ products, shown, onShow, onClose }: PhotoViewerProps) {
  const viewport = useSyncExternalStore(onResize, viewportSize);
  // One slide per picture, product after product, each product's cover first.
  const photos = useMemo(() => {
    const [width = 0, height = 0] = viewport.split('x').map(Number);
    const frame = fittedFrame(width, height);
    return products.flatMap((product) => {
      const pictures = photosOf(product);
      return pictures.map((src, picture) => ({
        // A new size draws the slide anew: the viewer keeps the size it first fitted and, on a
        // resize, only ever shrinks it, so a phone turned sideways would keep its upright size.
        key: `${product._id}/${picture}/${viewport}`,
        shown: { productId: product._id, picture },
        caption: pictures.length > 1 ? `${product.productName} (picture ${picture + 1} of ${pictures.length})` : product.productName,
        // The frame fitted to the screen; the picture is contained in it.
        width: frame.width,
        height: frame.height,
        render: ({ attrs }: PhotoRenderParams) => <ViewerPicture attrs={attrs} src={src} alt={product.productName} />,
      }));
    });
  }, [products, viewport]);
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

import { useState, type HTMLAttributes } from 'react';
import { NO_IMAGE_SRC } from '@/components/ui/fallback-image';

type ViewerPictureProps = { attrs: Partial<HTMLAttributes<HTMLElement>>; src: string; alt: string };

/**
 * A picture as the photo viewer shows it: in a 4:3 frame the viewer sizes, zooms and rotates,
 * contained so any shape fits (a drawing without intrinsic size would otherwise show tiny), and
 * the no-image picture when its address fails.
 */
export function ViewerPicture({ attrs, src, alt }: ViewerPictureProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...attrs}
      src={failed || !src ? NO_IMAGE_SRC : src}
      alt={alt}
      draggable={false}
      onError={() => setFailed(true)}
      style={{ ...attrs.style, objectFit: 'contain' }}
    />
  );
}

import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { IconProps } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from '@/components/ui/media-icons';

const MAX_ZOOM = 6;
const ZOOM_STEP = 0.5;

type PhotoToolbarProps = {
  images: unknown[];
  index: number;
  onIndexChange: (index: number) => void;
  scale: number;
  rotate: number;
  onScale: (scale: number) => void;
  onRotate: (rotate: number) => void;
  onClose: () => void;
};

function ToolbarButton({ label, onClick, Icon }: { label: string; onClick: () => void; Icon: ComponentType<IconProps> }) {
  return (
    <button type="button" className="product-photos__button" aria-label={label} title={label} onClick={onClick}>
      <Icon size="24" />
    </button>
  );
}

/**
 * The viewer's labelled buttons: the library's own close icon and arrows are mouse-only. Focus
 * moves here when the viewer opens and Tab cycles through these buttons, so it never lands on
 * the page hidden behind the photo.
 */
export function PhotoToolbar({ images, index, onIndexChange, scale, rotate, onScale, onRotate, onClose }: PhotoToolbarProps) {
  const toolbar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The library's portal is a dialog without a name; it takes no props for one.
    const dialog = toolbar.current?.closest('[role="dialog"]');
    dialog?.setAttribute('aria-label', 'Photo viewer');
    dialog?.setAttribute('aria-modal', 'true');
    toolbar.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !toolbar.current) return;
    const buttons = [...toolbar.current.querySelectorAll('button')];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  };

  const several = images.length > 1;
  return (
    <div ref={toolbar} role="toolbar" aria-label="Photo" className="product-photos__toolbar" onKeyDown={keepFocusInside}>
      {several && <ToolbarButton label="Previous picture" Icon={ChevronLeftIcon} onClick={() => onIndexChange((index - 1 + images.length) % images.length)} />}
      {several && <ToolbarButton label="Next picture" Icon={ChevronRightIcon} onClick={() => onIndexChange((index + 1) % images.length)} />}
      <ToolbarButton label="Zoom in" Icon={ZoomInIcon} onClick={() => onScale(Math.min(scale + ZOOM_STEP, MAX_ZOOM))} />
      <ToolbarButton label="Zoom out" Icon={ZoomOutIcon} onClick={() => onScale(Math.max(scale - ZOOM_STEP, 1))} />
      <ToolbarButton label="Rotate" Icon={RotateIcon} onClick={() => onRotate(rotate + 90)} />
      <ToolbarButton label="Close photo viewer" Icon={CloseIcon} onClick={onClose} />
    </div>
  );
}

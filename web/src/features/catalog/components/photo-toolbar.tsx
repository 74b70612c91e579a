import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

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

function ToolbarButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="product-photos__button" aria-label={label} title={label} onClick={onClick}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
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
      {several && (
        <ToolbarButton label="Previous picture" onClick={() => onIndexChange((index - 1 + images.length) % images.length)}>
          <path d="m15 18-6-6 6-6" />
        </ToolbarButton>
      )}
      {several && (
        <ToolbarButton label="Next picture" onClick={() => onIndexChange((index + 1) % images.length)}>
          <path d="m9 18 6-6-6-6" />
        </ToolbarButton>
      )}
      <ToolbarButton label="Zoom in" onClick={() => onScale(Math.min(scale + ZOOM_STEP, MAX_ZOOM))}>
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.35-4.35M11 8v6M8 11h6" />
      </ToolbarButton>
      <ToolbarButton label="Zoom out" onClick={() => onScale(Math.max(scale - ZOOM_STEP, 1))}>
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.35-4.35M8 11h6" />
      </ToolbarButton>
      <ToolbarButton label="Rotate" onClick={() => onRotate(rotate + 90)}>
        <path d="M23 4v6h-6" />
        <path d="M20.49 15a9 9 0 1 1-2.12-9.36L23 10" />
      </ToolbarButton>
      <ToolbarButton label="Close photo viewer" onClick={onClose}>
        <path d="M18 6 6 18M6 6l12 12" />
      </ToolbarButton>
    </div>
  );
}

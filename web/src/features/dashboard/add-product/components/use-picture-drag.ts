import { useState, type DragEvent } from 'react';

/**
 * Reordering pictures by dragging one onto another's place (the browser's own drag and drop). The
 * keyboard's way, each picture's Move earlier / Move later buttons, does the same move.
 */
export function usePictureDrag(pictures: unknown[], move: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setTarget(null);
  };

  return {
    of: (place: number) => ({
      dragged: dragged === place,
      target: target === place && dragged !== null && dragged !== place,
      handlers: {
        onDragStart: (event: DragEvent) => {
          setDragged(place);
          event.dataTransfer.effectAllowed = 'move';
          // Some browsers start a drag only when it carries data.
          event.dataTransfer.setData('text/plain', String(place));
        },
        onDragEnd: end,
        onDragOver: (event: DragEvent) => {
          if (dragged === null) return;
          // Allows the drop here.
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (target !== place) setTarget(place);
        },
        onDragLeave: () => {
          if (target === place) setTarget(null);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          if (dragged !== null && pictures[dragged] !== undefined) move(dragged, place);
          end();
        },
      },
    }),
  };
}

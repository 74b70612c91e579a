import { Box, Stack, VisuallyHidden } from '@chakra-ui/react';
import { MAX_PICTURES } from '@contract';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { picturesCountRule, type ListingPicture, type ProductFormValues, type ProductSubmission } from '../product-form';
import { PictureTile, type TileAction } from './picture-tile';
import { usePictureDrag } from './use-picture-drag';

type ListingPicturesFieldProps = {
  control: Control<ProductFormValues, unknown, ProductSubmission>;
  error?: string;
  /** Each picture's upload progress (by its id) while it runs. */
  progress: Record<string, number>;
};

/** `pictures` with the one at `from` put at `to`. */
function moved(pictures: ListingPicture[], from: number, to: number): ListingPicture[] {
  const order = [...pictures];
  const [picture] = order.splice(from, 1);
  if (picture) order.splice(to, 0, picture);
  return order;
}

/**
 * A listing's pictures, 1 to 12, in display order: the first is the cover. The seller adds
 * pictures (several at a time), removes one, and reorders them by dragging or with each picture's
 * Move earlier / Move later buttons; focus follows the picture moved, and a screen reader hears
 * where it went. Pictures beyond the twelfth are refused with the contract's message.
 */
export function ListingPicturesField({ control, error, progress }: ListingPicturesFieldProps) {
  const { field } = useController({ control, name: 'pictures' });
  const pictures = field.value;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // The button to focus once the list has re-rendered: the moved picture's, or a neighbour's after a removal.
  const focusNext = useRef<{ id: string; actions: TileAction[] } | 'input' | null>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    if (wanted === 'input') input.current?.focus();
    else if (wanted) {
      const buttons = wanted.actions.map((action) => list.current?.querySelector<HTMLButtonElement>(`[data-picture="${CSS.escape(wanted.id)}"] [data-action="${action}"]`));
      buttons.find((button) => button && !button.disabled)?.focus();
    }
  }, [pictures]);

  const change = (next: ListingPicture[], said: string) => {
    setRefusal(null);
    setAnnouncement(said);
    field.onChange(next);
  };

  const move = (from: number, to: number) => {
    const picture = pictures[from];
    if (!picture || to < 0 || to >= pictures.length || from === to) return;
    change(moved(pictures, from, to), `Picture ${from + 1} moved to place ${to + 1} of ${pictures.length}${to === 0 ? ', the cover' : ''}.`);
  };

  const act = (place: number, action: TileAction) => {
    const picture = pictures[place];
    if (!picture) return;
    if (action === 'remove') {
      const neighbour = pictures[place + 1] ?? pictures[place - 1];
      focusNext.current = neighbour ? { id: neighbour.id, actions: ['remove'] } : 'input';
      change(
        pictures.filter((_, at) => at !== place),
        `Picture ${place + 1} removed.`,
      );
      return;
    }
    focusNext.current = { id: picture.id, actions: action === 'earlier' ? ['earlier', 'later'] : ['later', 'earlier'] };
    move(place, action === 'earlier' ? place - 1 : place + 1);
  };

  const drag = usePictureDrag(pictures, move);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Emptied, so choosing the same file again still counts as a choice.
    event.target.value = '';
    if (chosen.length === 0) return;
    const room = Math.max(MAX_PICTURES - pictures.length, 0);
    const added = chosen.slice(0, room).map((file) => ({ id: crypto.randomUUID(), file }));
    const next = [...pictures, ...added];
    if (added.length > 0) change(next, `${added.length} ${added.length === 1 ? 'picture' : 'pictures'} added: ${next.length} of ${MAX_PICTURES}.`);
    // The contract's own word for a listing with more pictures than it may have.
    if (added.length < chosen.length) setRefusal(picturesCountRule(pictures.length + chosen.length));
  };

  return (
    <Stack gap="3" gridColumn="1 / -1">
      <FormField
        label="Pictures"
        error={refusal ?? error}
        help={`Up to ${MAX_PICTURES}: ${pictures.length} chosen. The first picture is the cover; drag a picture, or use its arrows, to change the order.`}
      >
        <ImageFileInput
          name={field.name}
          multiple
          onChange={add}
          onBlur={field.onBlur}
          ref={(element: HTMLInputElement | null) => {
            input.current = element;
            field.ref(element);
          }}
        />
      </FormField>
      {pictures.length > 0 ? (
        <Box as="ol" ref={list} aria-label="Chosen pictures, the first is the cover" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="3" listStyleType="none">
          {pictures.map((picture, place) => (
            <PictureTile key={picture.id} picture={picture} place={place} count={pictures.length} progress={progress[picture.id]} onAction={(action) => act(place, action)} drag={drag.of(place)} />
          ))}
        </Box>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}

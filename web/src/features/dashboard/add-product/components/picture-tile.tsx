import { Badge, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DragEvent } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CloseIcon } from '@/components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/media-icons';
import { UploadProgress } from '@/components/ui/upload-progress';
import { usePicturePreview } from '@/components/ui/use-picture-preview';
import type { ListingPicture } from '../product-form';

/** What a tile's buttons do, also the mark focus finds them by once the pictures moved. */
export type TileAction = 'earlier' | 'later' | 'remove';

type PictureTileProps = {
  picture: ListingPicture;
  /** Its place in the listing, from 0: the first is the cover. */
  place: number;
  count: number;
  /** Its upload's progress from 0 to 1 while it runs. */
  progress: number | undefined;
  onAction: (action: TileAction) => void;
  /** Drag and drop: where this tile stands while another is dragged over it. */
  drag: { dragged: boolean; target: boolean; handlers: Record<'onDragStart' | 'onDragEnd' | 'onDragOver' | 'onDragLeave' | 'onDrop', (event: DragEvent) => void> };
};

const GLYPH = { size: '1.1em', strokeWidth: 2.4 };

/**
 * One picture of the listing: its preview, its place (the first says Cover), buttons to move it
 * earlier or later and to remove it, each named with the picture's place, and its upload's progress.
 * It can be dragged to another place too.
 */
export function PictureTile({ picture, place, count, progress, onAction, drag }: PictureTileProps) {
  const preview = usePicturePreview('file' in picture ? picture.file : undefined);
  const src = 'url' in picture ? picture.url : preview;
  const number = place + 1;
  const cover = place === 0;

  return (
    <Stack
      as="li"
      draggable
      {...drag.handlers}
      data-picture={picture.id}
      gap="2"
      p="2"
      borderWidth="2px"
      borderStyle={drag.target ? 'dashed' : 'solid'}
      borderColor={drag.target ? 'colorPalette.solid' : cover ? 'colorPalette.muted' : 'border'}
      rounded="l2"
      opacity={drag.dragged ? 0.5 : 1}
      cursor="grab"
      minW="0"
    >
      {src ? (
        <FallbackImage src={src} alt={`Picture ${number}`} width={240} height={180} w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" rounded="md" bg="bg.muted" draggable={false} />
      ) : (
        <Skeleton aspectRatio="4 / 3" rounded="md" />
      )}
      <HStack justify="space-between" gap="1" minH="6">
        <Text fontSize="sm" color="fg.muted">
          {number} of {count}
        </Text>
        {cover ? (
          <Badge colorPalette="gray" variant="surface">
            Cover
          </Badge>
        ) : null}
      </HStack>
      <HStack justify="space-between" gap="1">
        <IconButton aria-label={`Move picture ${number} earlier`} data-action="earlier" variant="outline" size="sm" disabled={cover} onClick={() => onAction('earlier')}>
          <ChevronLeftIcon {...GLYPH} />
        </IconButton>
        <IconButton aria-label={`Move picture ${number} later`} data-action="later" variant="outline" size="sm" disabled={place === count - 1} onClick={() => onAction('later')}>
          <ChevronRightIcon {...GLYPH} />
        </IconButton>
        <IconButton aria-label={`Remove picture ${number}`} data-action="remove" variant="outline" colorPalette="red" size="sm" onClick={() => onAction('remove')}>
          <CloseIcon {...GLYPH} />
        </IconButton>
      </HStack>
      {progress === undefined ? null : <UploadProgress fraction={progress} label={`Uploading picture ${number}`} />}
    </Stack>
  );
}

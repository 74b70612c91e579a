import { HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/media-icons';

/** The controls' icons: small, with thicker lines, over the slide's picture. */
const GLYPH = { size: '1.1em', strokeWidth: 2.4 };

type SlideControlsProps = {
  count: number;
  current: number;
  onPrevious: () => void;
  onNext: () => void;
  onPick: (index: number) => void;
  /** Null when the user prefers reduced motion: the slider then never turns by itself. */
  autoplay: { stopped: boolean; toggle: () => void } | null;
};

/** Previous, a dot per slide, next, and pause/play: buttons on a panel that reads in both themes. */
export function SlideControls({ count, current, onPrevious, onNext, onPick, autoplay }: SlideControlsProps) {
  return (
    <HStack gap="1" bg="bg/90" borderWidth="1px" rounded="full" px="1.5" py="1" shadow="sm">
      <IconButton aria-label="Previous slide" variant="ghost" size="sm" rounded="full" onClick={onPrevious}>
        <ChevronLeftIcon {...GLYPH} />
      </IconButton>
      {Array.from({ length: count }, (_, index) => (
        <IconButton
          key={index}
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          variant="ghost"
          size="sm"
          minW="6"
          rounded="full"
          onClick={() => onPick(index)}
        >
          <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
            <circle cx="5" cy="5" r={index === current ? 5 : 3.5} fill="currentColor" opacity={index === current ? 1 : 0.55} />
          </svg>
        </IconButton>
      ))}
      <IconButton aria-label="Next slide" variant="ghost" size="sm" rounded="full" onClick={onNext}>
        <ChevronRightIcon {...GLYPH} />
      </IconButton>
      {autoplay && (
        <IconButton
          aria-label={autoplay.stopped ? 'Play slideshow' : 'Pause slideshow'}
          variant="ghost"
          size="sm"
          rounded="full"
          onClick={autoplay.toggle}
        >
          {autoplay.stopped ? <PlayIcon {...GLYPH} /> : <PauseIcon {...GLYPH} />}
        </IconButton>
      )}
    </HStack>
  );
}

import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

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
        <Glyph>
          <path d="m15 18-6-6 6-6" />
        </Glyph>
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
        <Glyph>
          <path d="m9 18 6-6-6-6" />
        </Glyph>
      </IconButton>
      {autoplay && (
        <IconButton
          aria-label={autoplay.stopped ? 'Play slideshow' : 'Pause slideshow'}
          variant="ghost"
          size="sm"
          rounded="full"
          onClick={autoplay.toggle}
        >
          <Glyph>{autoplay.stopped ? <path d="M7 4v16l13-8z" /> : <path d="M8 4v16M16 4v16" />}</Glyph>
        </IconButton>
      )}
    </HStack>
  );
}

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/media-icons';
import styles from './slide-controls.module.css';

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
    <div className={styles.panel}>
      <button type="button" aria-label="Previous slide" className={styles.control} onClick={onPrevious}>
        <ChevronLeftIcon {...GLYPH} />
      </button>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          className={`${styles.control} ${styles.dot}`}
          onClick={() => onPick(index)}
        >
          <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
            <circle cx="5" cy="5" r={index === current ? 5 : 3.5} fill="currentColor" opacity={index === current ? 1 : 0.55} />
          </svg>
        </button>
      ))}
      <button type="button" aria-label="Next slide" className={styles.control} onClick={onNext}>
        <ChevronRightIcon {...GLYPH} />
      </button>
      {autoplay && (
        <button type="button" aria-label={autoplay.stopped ? 'Play slideshow' : 'Pause slideshow'} className={styles.control} onClick={autoplay.toggle}>
          {autoplay.stopped ? <PlayIcon {...GLYPH} /> : <PauseIcon {...GLYPH} />}
        </button>
      )}
    </div>
  );
}

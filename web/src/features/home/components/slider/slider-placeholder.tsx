import { SlideFrame } from './slide-frame';
import styles from './slider.module.css';
import { slides } from './slides';

/** The first slide, still, at the slider's size: shown until the slider's code has arrived. */
export function SliderPlaceholder() {
  return (
    <div className={styles.box}>
      <SlideFrame slide={slides[0]!} eager />
    </div>
  );
}

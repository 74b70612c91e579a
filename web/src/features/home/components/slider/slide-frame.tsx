import { Link } from 'react-router-dom';
import { staticButtonClass } from '@/components/ui/static-button';
import section from '../home-section.module.css';
import styles from './slide-frame.module.css';
import type { Slide } from './slides';

type SlideFrameProps = {
  slide: Slide;
  /**
   * Only the first slide is in view on arrival: it loads at once and first (it is the home page's
   * largest paint), the others when needed.
   */
  eager?: boolean;
};

/** One slide: the engine picture with its caption and a link to its size. */
export function SlideFrame({ slide, eager = false }: SlideFrameProps) {
  return (
    <div className={styles.frame}>
      <img
        src={slide.picture}
        alt=""
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className={styles.picture}
      />
      <div className={`${section.container} ${styles.fill}`}>
        <div className={styles.column}>
          <div className={styles.caption}>
            <p className={styles.title}>{slide.caption}</p>
            <p className={styles.text}>{slide.text}</p>
            <div>
              <Link to={`/category/${slide.size}`} className={staticButtonClass({ variant: 'solid', size: 'smThenMd' })}>
                Browse size {slide.size}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

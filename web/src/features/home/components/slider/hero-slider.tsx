import { AnimatePresence, domAnimation, LazyMotion, m } from 'framer-motion';
import { useEffect, useState, type FocusEvent } from 'react';
import section from '../home-section.module.css';
import { SlideControls } from './slide-controls';
import { SlideFrame } from './slide-frame';
import styles from './slider.module.css';
import { slides } from './slides';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export const AUTOPLAY_INTERVAL_MS = 6000;

const slideMotion = {
  enter: (direction: number) => ({ x: `${direction * 100}%` }),
  center: { x: '0%' },
  exit: (direction: number) => ({ x: `${direction * -100}%` }),
};

/**
 * The home page's slider. It turns by itself every few seconds unless the user prefers reduced
 * motion, pauses while hovered or focused, and can be paused outright; every control is a
 * labelled button. Loaded lazily: framer-motion stays out of the first page's JavaScript.
 */
export function HeroSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const [[index, direction], setPosition] = useState([0, 1]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = !reducedMotion && !stopped && !hovered && !focused;

  const show = (next: number, towards: number) => setPosition([(next + slides.length) % slides.length, towards]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPosition(([current]) => [(current + 1) % slides.length, 1]), AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, index]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured machines"
      className={styles.box}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce the new slide only when the user turned it, not on every automatic turn. */}
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        <LazyMotion features={domAnimation} strict>
          <AnimatePresence initial={false} custom={direction}>
            <m.div
              key={index}
              custom={direction}
              variants={slideMotion}
              initial="enter"
              animate="center"
              exit="exit"
              transition={reducedMotion ? { duration: 0 } : { type: 'tween', ease: 'easeInOut', duration: 0.5 }}
              style={{ position: 'absolute', inset: 0 }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              <SlideFrame slide={slides[index]!} eager={index === 0} />
            </m.div>
          </AnimatePresence>
        </LazyMotion>
      </div>
      <div className={styles.controls}>
        <div className={`${section.container} ${styles.controlsRow}`}>
          <SlideControls
            count={slides.length}
            current={index}
            onPrevious={() => show(index - 1, -1)}
            onNext={() => show(index + 1, 1)}
            onPick={(picked) => show(picked, picked > index ? 1 : -1)}
            autoplay={reducedMotion ? null : { stopped, toggle: () => setStopped((was) => !was) }}
          />
        </div>
      </div>
    </section>
  );
}

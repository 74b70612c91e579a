import { EngineIcon } from '@/components/ui/icons';
import { staticButtonClass } from '@/components/ui/static-button';
import { CATEGORY_ANCHOR } from './category-browser';
import section from './home-section.module.css';
import styles from './intro.module.css';

export function Intro() {
  return (
    <section aria-labelledby="intro-heading" className={styles.section}>
      <div className={`${section.container} ${styles.room}`}>
        <div className={styles.row}>
          <div className={styles.text}>
            <p className={styles.eyebrow}>Second-hand machinery marketplace</p>
            <h1 id="intro-heading" className={styles.heading}>
              Buy and sell used engines with confidence
            </h1>
            <p className={styles.lead}>
              Sellers list the engines they no longer need; buyers browse them by machine size, compare prices with the
              original, check who is selling and where, and book the one that fits the job.
            </p>
            <div>
              <a href={`#${CATEGORY_ANCHOR}`} className={staticButtonClass({ variant: 'solid', size: 'lg' })}>
                Second Hand Category
              </a>
            </div>
          </div>
          <div className={styles.picture}>
            <EngineIcon size="16rem" />
          </div>
        </div>
      </div>
    </section>
  );
}

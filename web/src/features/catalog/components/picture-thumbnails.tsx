import { thumbnailUrl } from '@contract';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import styles from './picture-thumbnails.module.css';

type PictureThumbnailsProps = { pictures: string[]; current: number; onPick: (index: number) => void };

/**
 * A small button per picture of a listing; the one shown is marked, for the eye and for screen
 * readers. Each shows the picture's 400 px thumbnail where it has one.
 */
export function PictureThumbnails({ pictures, current, onPick }: PictureThumbnailsProps) {
  return (
    <ul className={styles.list}>
      {pictures.map((src, index) => (
        <li key={`${index}-${src}`}>
          <button
            type="button"
            aria-label={`Show picture ${index + 1} of ${pictures.length}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onPick(index)}
            className={styles.thumbnail}
          >
            <PlainFallbackImage src={thumbnailUrl(src, 400) ?? src} alt="" width={64} height={48} className={styles.image} draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  );
}

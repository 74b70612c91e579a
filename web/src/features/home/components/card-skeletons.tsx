import grid from './card-grid.module.css';
import cards from './picture-card.module.css';
import skeleton from '@/components/ui/skeleton.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';

type CardSkeletonsProps = {
  count: number;
  /** Said to screen readers meanwhile, e.g. "Loading categories…". */
  status: string;
  /** Lines of text under the picture. */
  lines: number;
};

/**
 * The home page's picture cards still on their way, in the cards' grid: their shape, so nothing
 * moves when they arrive.
 */
export function CardSkeletons({ count, status, lines }: CardSkeletonsProps) {
  return (
    <div className={grid.grid} aria-busy="true">
      <span role="status" className={hidden.visuallyHidden}>
        {status}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cards.card} aria-hidden="true">
          <div className={skeleton.picture} />
          <div className={cards.body}>
            <div className={skeleton.lines}>
              {Array.from({ length: lines }, (_, line) => (
                <div key={line} className={skeleton.line} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

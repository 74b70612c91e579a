import type { Ref } from 'react';
import { staticButtonClass } from '@/components/ui/static-button';
import styles from './filter-drawer.module.css';

type FiltersButtonProps = {
  /** "Filters", or "Filters (2)" when two of them are set. */
  label: string;
  expanded: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** The phone's Filters button, which opens the drawer: the same before and after the drawer's code arrives. */
export function FiltersButton({ label, expanded, onClick, ref }: FiltersButtonProps) {
  return (
    <button ref={ref} type="button" className={`${staticButtonClass({ size: 'md' })} ${styles.trigger}`} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      {label}
    </button>
  );
}

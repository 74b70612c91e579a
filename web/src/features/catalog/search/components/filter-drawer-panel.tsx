import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { CatalogSearch } from '../search-address';
import { usePageScrollLock } from '@/components/ui/page-scroll-lock';
import { StaticButton, StaticCloseButton } from '@/components/ui/static-button';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { SearchErrors } from '../check-search';
import modal from '@/components/ui/styles/modal-dialog.module.css';
import styles from './filter-drawer.module.css';
import { FilterForm } from './filter-form';
import { FiltersButton } from './filters-button';
import { noFilters, type PanelFilters } from './panel-filters';

/**
 * The form is drawn again only when its own inputs change: opening and closing the drawer redraws
 * the drawer, not its fields (on a phone, about 60 ms of the press that applies the filters).
 */
const DrawnFilterForm = memo(FilterForm);

type FilterDrawerPanelProps = {
  /** The button's words: "Filters", or "Filters (2)" when two of them are set. */
  label: string;
  search: CatalogSearch;
  errors: SearchErrors;
  onApply: (filters: PanelFilters) => void;
};

/**
 * The filters' drawer and its button, set up when the plain button is first pressed: it opens at
 * once, with the focus in it, and gives the focus back to its button when it closes.
 *
 * The drawer is the platform's modal <dialog>, not Chakra's: closing Chakra's ran its state
 * machine and drew the drawer again synchronously (over 100 ms of "Show results" on a phone),
 * where a <dialog> closes in one attribute. The browser brings the rest: the page behind is inert,
 * the focus stays inside, Escape closes it and the focus returns to the button.
 */
export function FilterDrawerPanel({ label, search, errors, onApply }: FilterDrawerPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  // Each opening starts from the address's filters: what was typed and not applied is dropped.
  const [opening, setOpening] = useState(0);
  const titleId = useId();
  const formId = useId();
  usePageScrollLock(open);

  useLayoutEffect(() => {
    const drawer = dialog.current;
    if (!drawer) return;
    if (open && !drawer.open) drawer.showModal();
    if (!open && drawer.open) drawer.close();
  }, [open]);

  // The drawer starts sliding away in the press's own frame and closes in the next task, the
  // results in the one after (see afterNextPaint): closing a modal <dialog> makes the page behind
  // it pressable again, which restyles all of it, and the press should not wait for that.
  const [leaving, setLeaving] = useState(false);
  const apply = useCallback(
    (filters: PanelFilters) => {
      setLeaving(true);
      afterNextPaint(() => {
        setOpen(false);
        setLeaving(false);
        afterNextPaint(() => onApply(filters));
      });
    },
    [onApply],
  );

  // The browser gives the focus back to what had it when the drawer opened; on the first opening
  // that was the plain button this one replaced, gone since.
  const closed = () => {
    setOpen(false);
    button.current?.focus();
  };

  // A press on the dimmed page beside the drawer lands on the <dialog> itself (its content fills it).
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false);
  };

  return (
    <>
      <FiltersButton
        ref={button}
        label={label}
        expanded={open}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      />
      <dialog ref={dialog} className={`${modal.withBackdrop} ${styles.drawer}`} data-leaving={leaving || undefined} aria-labelledby={titleId} onClose={closed} onClick={closeOnBackdrop}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Filters
          </h2>
          <StaticCloseButton onClick={() => setOpen(false)} />
        </div>
        <div className={styles.body}>
          <DrawnFilterForm key={opening} id={formId} search={search} errors={errors} onApply={apply} />
        </div>
        <div className={modal.footer}>
          <StaticButton size="md" onClick={() => apply(noFilters)}>
            Clear filters
          </StaticButton>
          <StaticButton type="submit" form={formId} size="md" variant="solid">
            Show results
          </StaticButton>
        </div>
      </dialog>
    </>
  );
}

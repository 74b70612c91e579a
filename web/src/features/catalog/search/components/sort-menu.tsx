import { iconOf } from '@/components/ui/icon';
import { usePopoverMenu } from '@/components/ui/popover-menu';
import { StaticButton } from '@/components/ui/static-button';
import menuStyles from '@/components/ui/styles/popover-menu.module.css';
import { afterNextPaint } from '@/lib/after-next-paint';
import { preloadSearchCheck } from '../load-search-check';
import { DEFAULT_SORT, SORT_LABELS, sortLabel } from '../search-address';
import styles from './sort-menu.module.css';

const CheckIcon = iconOf(<path d="M20 6 9 17l-5-5" />);

const checkedOrder = (items: HTMLElement[]) => items.find((item) => item.getAttribute('aria-checked') === 'true');

type SortMenuProps = { sort: string | undefined; onSort: (sort: string) => void };

/**
 * The order of the results: a menu button naming the current order, and the platform's popover
 * listing the API's orders as radio items, the current one checked (usePopoverMenu). A key that
 * opens it puts the focus on the checked order. A choice closes the list at once and gives the
 * focus back to the button; the new order follows the frame that shows it closing (see
 * afterNextPaint). Choosing an order makes a search, which the contract's rules check: they load as
 * the list opens.
 */
export function SortMenu({ sort = DEFAULT_SORT, onSort }: SortMenuProps) {
  const { buttonProps, listProps, itemProps } = usePopoverMenu({ firstItem: checkedOrder, onOpen: preloadSearchCheck });

  const choose = (order: string) => {
    if (order !== sort) afterNextPaint(() => onSort(order));
  };

  return (
    <>
      <StaticButton size="md" {...buttonProps}>
        Sort: {sortLabel(sort)}
      </StaticButton>
      <div {...listProps}>
        {Object.entries(SORT_LABELS).map(([order, label]) => (
          <div key={order} role="menuitemradio" aria-checked={order === sort} className={`${menuStyles.item} ${styles.order}`} onClick={() => choose(order)} {...itemProps}>
            {order === sort ? (
              <span className={styles.check}>
                <CheckIcon size="1rem" />
              </span>
            ) : null}
            {label}
          </div>
        ))}
      </div>
    </>
  );
}

import { useCallback, useReducer, useSyncExternalStore, type MouseEvent } from 'react';
import type { IMenuItem, MenuStore, OperationModel } from 'redoc';
import { opensElsewhere } from '@/lib/routing';
import styles from './contents.module.css';

/**
 * Redoc's place in the reference, read again whenever it may have moved: Redoc's store hears of
 * the scrolling and the address first (it subscribed first), so its answer is already new.
 */
function useActiveItem(menu: MenuStore): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      const stopScroll = menu.scroll.subscribe(changed);
      const stopHistory = menu.history.subscribe(changed);
      return () => {
        stopScroll();
        stopHistory();
      };
    },
    [menu],
  );
  return useSyncExternalStore(subscribe, () => menu.activeItemIdx);
}

type ListProps = { items: IMenuItem[]; current: IMenuItem | undefined; go: (event: MouseEvent, item: IMenuItem) => void };

function ContentsList({ items, current, go }: ListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={styles.link}
            data-depth={item.depth}
            aria-current={item === current ? 'location' : undefined}
            onClick={(event) => go(event, item)}
          >
            {item.type === 'operation' ? (
              <>
                <span className={styles.method} data-method={(item as OperationModel).httpVerb}>
                  {(item as OperationModel).httpVerb}
                </span>{' '}
              </>
            ) : null}
            {item.sidebarLabel}
          </a>
          {item.items.length && item.expanded ? <ContentsList items={item.items} current={current} go={go} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The reference's contents as a list of links (each part of the API, and its calls under the one
 * being read), in place of Redoc's menu: its items are ARIA menu items, named without the method
 * they show. Following a link goes there as Redoc's menu does; `onChosen` closes a phone's panel.
 */
export function Contents({ menu, onChosen }: { menu: MenuStore; onChosen: () => void }) {
  useActiveItem(menu);
  const [, redraw] = useReducer((draws: number) => draws + 1, 0);

  const go = (event: MouseEvent, item: IMenuItem) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    menu.activateAndScroll(item, true);
    // Going to a part already on screen scrolls nothing, so nothing else would redraw the list.
    redraw();
    if (!item.items.length) onChosen();
  };

  return <ContentsList items={menu.items} current={menu.activeItem} go={go} />;
}

import type { Page } from '@contract';
import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, Query } from './api-client';
import type { Answer, AnswerData } from './answers';
import { envelopeFetcher } from './swr';

/** The key of a paged list's first page: `[path, query]`, the query without a cursor. */
export type PagedListKey = readonly [path: string, query: Query];

/**
 * A list the API answers in pages (`?cursor=`). The first page lives at the list's own key, so
 * `mutate(key)` anywhere in the app (after a booking, an advertisement) refreshes it; the pages
 * behind "Load more" follow the first page's cursor, and start over whenever that cursor changes.
 * `firstPage` tunes how the first page is kept fresh (a list that polls, say).
 */
export function usePagedList<A extends Answer<Answer['schema'], 'page'>>(key: PagedListKey | null, answer: A, firstPage?: SWRConfiguration) {
  type Item = AnswerData<A>[number];
  const fetchPage = envelopeFetcher(answer) as (key: PagedListKey) => Promise<Page<Item>>;
  const first = useSWR<Page<Item>, ApiError, PagedListKey | null>(key, fetchPage, firstPage);
  const more = useSWRInfinite<Page<Item>, ApiError>(
    (index, previous: Page<Item> | null) => {
      const cursor = index === 0 ? first.data?.next : previous?.next;
      return key && cursor ? ([key[0], { ...key[1], cursor }] as const) : null;
    },
    fetchPage,
    // Nothing beyond the first page until asked; loading page 3 does not fetch page 2 again.
    { initialSize: 0, revalidateFirstPage: false },
  );

  const pages = useMemo(() => (first.data ? [first.data, ...(more.data ?? [])] : []), [first.data, more.data]);
  // The same array while the pages are the same: a screen defers it (useDeferredValue) by identity.
  const items = useMemo(() => (first.data ? pages.flatMap((page) => page.data) : undefined), [first.data, pages]);
  const lastPage = pages.at(-1);
  const loadingMore = more.size > (more.data?.length ?? 0) && !more.error;

  return {
    items,
    total: first.data?.total,
    /** The total was counted up to its cap: there are more ("1,000+"). */
    totalCapped: first.data?.totalCapped,
    /** The notifications' count of unread ones, as the latest first page said. */
    unread: first.data?.unread,
    error: first.error,
    isLoading: first.isLoading,
    isValidating: first.isValidating,
    hasMore: Boolean(lastPage?.next),
    loadingMore,
    loadMoreError: more.error,
    loadMore: () => void (more.error ? more.mutate() : more.setSize(more.size + 1)),
    /** Refreshes the first page and every page loaded after it. */
    reload: () => Promise.all([first.mutate(), more.mutate()]).then(() => undefined),
  };
}

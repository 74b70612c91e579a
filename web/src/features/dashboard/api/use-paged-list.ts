import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, type ApiError, type Query } from '@/lib/api-client';
import type { ApiKey } from '@/lib/swr';

/** One page of a dashboard list: its items, the cursor of the next page (null at the end), the list's total. */
export type ListPage<T> = { items: T[]; next: string | null; total?: number };

/** The key of a paged list's first page: `[path, query]`, the query without a cursor. */
export type PagedListKey = readonly [path: string, query: Query];

/** Fetches one page, keeping the paging fields of the envelope the plain fetcher drops. */
export async function fetchListPage<T>([path, query]: ApiKey): Promise<ListPage<T>> {
  const answer = await api<T[]>(path, { query });
  return { items: answer.data, next: answer.next ?? null, total: answer.total };
}

/**
 * A list the API answers in pages (`?cursor=`). The first page lives at the list's own key, so
 * `mutate(key)` anywhere in the app (after a booking, an advertisement) refreshes it; the pages
 * behind "Load more" follow the first page's cursor, and start over whenever that cursor changes.
 */
export function usePagedList<T>(key: PagedListKey | null) {
  const first = useSWR<ListPage<T>, ApiError, PagedListKey | null>(key, fetchListPage);
  const more = useSWRInfinite<ListPage<T>, ApiError>(
    (index, previous: ListPage<T> | null) => {
      const cursor = index === 0 ? first.data?.next : previous?.next;
      return key && cursor ? ([key[0], { ...key[1], cursor }] as const) : null;
    },
    fetchListPage,
    // Nothing beyond the first page until asked; loading page 3 does not fetch page 2 again.
    { initialSize: 0, revalidateFirstPage: false },
  );

  const pages = first.data ? [first.data, ...(more.data ?? [])] : [];
  const lastPage = pages.at(-1);
  const loadingMore = more.size > (more.data?.length ?? 0) && !more.error;

  return {
    items: first.data ? pages.flatMap((page) => page.items) : undefined,
    total: first.data?.total,
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

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { api, ApiError, type Query } from './api-client';
import type { Answer, AnswerData, Answered } from './answers';

/** Every SWR key is `[path]` or `[path, query]`: one key per endpoint and query. */
export type ApiKey = readonly [path: string, query?: Query];

/** Fetches a key as `answer` says: the whole envelope (a page of a paged list keeps its `next` and `total`). */
export const envelopeFetcher =
  <A extends Answer>(answer: A) =>
  ([path, query]: ApiKey): Promise<Answered<A>> =>
    api(path, { query, answer });

/**
 * Reads an endpoint's `data` through the cache, typed and (in development and tests) checked by the
 * contract; `config` tunes that one read (keeping the last answer while a new key loads, say).
 */
export function useApiData<A extends Answer<Answer['schema'], 'one' | 'list'>>(key: ApiKey | null, answer: A, config?: SWRConfiguration<AnswerData<A>, ApiError>) {
  return useSWR<AnswerData<A>, ApiError, ApiKey | null>(key, async (apiKey: ApiKey) => (await envelopeFetcher(answer)(apiKey)).data as AnswerData<A>, config);
}

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Retry only what may succeed next time: no answer, a timeout, rate limiting or a server fault. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** 1 s, 2 s, 4 s… doubling per attempt, never more than 30 s. */
export function retryDelay(retryCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retryCount - 1), MAX_RETRY_DELAY_MS);
}

export const swrConfig = {
  // The spec keeps fetched data for 5 minutes: within that window a screen that mounts again
  // reuses the answer instead of asking again. Mutations revalidate their keys explicitly.
  dedupingInterval: 5 * 60_000,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!isRetryable(error) || retryCount > MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
} satisfies SWRConfiguration;

export function SwrProvider({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: swrConfig }, children);
}

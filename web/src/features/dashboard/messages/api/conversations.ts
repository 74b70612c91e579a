import type { Conversation, Envelope, Message } from '@contract';
import { useCallback, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, type ApiError } from '@/lib/api-client';
import { one, page } from '@/lib/answers';
import { usePagedList, type PagedListKey } from '@/lib/use-paged-list';

/** The caller's conversations (`GET /conversations`), last activity first. */
export const conversationsKey = ['/conversations', { limit: 20 }] as const satisfies PagedListKey;

/** Whether an SWR key is the conversations list (any page of it). */
const isConversationsKey = (key: unknown) => Array.isArray(key) && key[0] === '/conversations';

/** How often an open conversation asks for new messages while it is in view. */
export const CONVERSATION_REFRESH_MS = 5_000;
/** How often the list asks for news while it is in view. */
const LIST_REFRESH_MS = 30_000;

/**
 * The conversations list, kept fresh: asked again every half minute and whenever the user comes
 * back to the page (the app keeps other answers five minutes).
 */
export function useConversations() {
  return usePagedList(conversationsKey, page('conversationSchema'), { refreshInterval: LIST_REFRESH_MS, revalidateOnFocus: true, dedupingInterval: 2_000 });
}

type MessagesPage = { conversation: Conversation; messages: Message[]; next: string | null };

const read = one('conversationMessagesSchema');
const PAGE_SIZE = 30;

/** `GET /conversations/{id}/messages`: a page of messages, the newest without a cursor; `next` leads to earlier ones. */
async function readMessages(id: string, cursor?: string): Promise<MessagesPage> {
  const answer = (await api(`/conversations/${encodeURIComponent(id)}/messages`, { query: { limit: PAGE_SIZE, cursor }, answer: read })) as Envelope<Omit<MessagesPage, 'next'>> & {
    next?: string | null;
  };
  return { ...answer.data, next: answer.next ?? null };
}

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/**
 * One conversation: its newest page, asked again every few seconds and on coming back to the page
 * (reading marks it read, so the list and the bell follow), and the earlier pages the user asked
 * for, oldest first. `sent` puts a message just written in at once.
 */
export function useConversation(id: string) {
  const { mutate: mutateAny } = useSWRConfig();
  // The list's unread mark and last message change when a page brings a message not seen yet.
  const lastSeen = useRef<string | null>(null);
  const newest = useSWR<MessagesPage, ApiError, readonly [string, string]>(['/conversations/messages', id], ([, conversationId]) => readMessages(conversationId), {
    refreshInterval: CONVERSATION_REFRESH_MS,
    revalidateOnFocus: true,
    dedupingInterval: 2_000,
    onSuccess: (data) => {
      const last = data.messages.at(-1)?._id ?? null;
      if (last === lastSeen.current) return;
      lastSeen.current = last;
      void mutateAny(isConversationsKey);
    },
  });
  const [earlier, setEarlier] = useState<{ id: string; messages: Message[]; next: string | null; loading: boolean; error: ApiError | null } | null>(null);
  // Earlier pages belong to one conversation: another one starts without them.
  const older = earlier?.id === id ? earlier : null;
  const cursor = older ? older.next : (newest.data?.next ?? null);

  const loadEarlier = useCallback(async () => {
    if (!cursor) return;
    setEarlier({ id, messages: older?.messages ?? [], next: cursor, loading: true, error: null });
    try {
      const more = await readMessages(id, cursor);
      setEarlier({ id, messages: [...more.messages, ...(older?.messages ?? [])], next: more.next, loading: false, error: null });
    } catch (error) {
      setEarlier({ id, messages: older?.messages ?? [], next: cursor, loading: false, error: error as ApiError });
    }
  }, [cursor, id, older]);

  const seen = new Map<string, Message>();
  for (const message of [...(older?.messages ?? []), ...(newest.data?.messages ?? [])]) seen.set(message._id, message);

  const sent = useCallback(
    async ({ conversation, message }: { conversation: Conversation; message: Message }) => {
      await newest.mutate((current) => (current ? { ...current, conversation, messages: [...current.messages.filter((m) => m._id !== message._id), message] } : current), {
        revalidate: true,
      });
      void mutateAny(isConversationsKey);
    },
    [newest, mutateAny],
  );

  return {
    conversation: newest.data?.conversation,
    messages: newest.data ? [...seen.values()].sort(byTime) : undefined,
    error: newest.error,
    isValidating: newest.isValidating,
    reload: () => void newest.mutate(),
    hasEarlier: Boolean(cursor),
    loadingEarlier: older?.loading ?? false,
    earlierError: older?.error ?? null,
    loadEarlier,
    sent,
  };
}

/** `POST /conversations/{id}/messages`: a reply; answers the conversation and the message. */
export function replyInConversation(id: string, text: string) {
  return api(`/conversations/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { text }, answer: one('messageSentSchema') });
}

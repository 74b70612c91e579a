import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/**
 * `POST /products/{id}/conversations`: starts the buyer's conversation about this machine, or adds
 * to it; answers the conversation and the message just written.
 */
export function askSeller(productId: string, text: string) {
  return api(`/products/${encodeURIComponent(productId)}/conversations`, { method: 'POST', body: { text }, answer: one('messageSentSchema') });
}

/** Whether an SWR key is the caller's conversations (any page): a question sent refreshes them. */
export const isConversationsKey = (key: unknown) => Array.isArray(key) && key[0] === '/conversations';

import { z } from 'zod';
import { conversationMessagesSchema, conversationSchema, messageInputSchema, messageSentSchema } from '../conversation.js';
import { documentId } from '../fields.js';
import { pageQuerySchema } from '../lists.js';
import { operation } from './operation.js';

const BRAKE = 'A few messages a minute per account (429 with `Retry-After` beyond).';

export const askSeller = operation({
  id: 'askSeller',
  method: 'post',
  path: '/products/{id}/conversations',
  tag: 'Conversations',
  summary: 'Ask the seller about a machine',
  who: 'signed-in, not the seller',
  description: `Starts the conversation about the machine (one per buyer and machine: 201) or adds to it (200). The seller is told, once until they read it. Text is kept as plain text. ${BRAKE}`,
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  body: messageInputSchema,
  answer: messageSentSchema,
  statuses: [200, 201],
  errors: [403, 404, 409, 429],
});

export const listConversations = operation({
  id: 'listConversations',
  method: 'get',
  path: '/conversations',
  tag: 'Conversations',
  summary: "The caller's conversations",
  who: 'signed-in, own',
  description: 'As buyer or seller, last activity first, paged: the machine, the other party’s name (or "deleted account"), the last message and `unread`.',
  access: 'signed-in',
  query: pageQuerySchema,
  answer: z.array(conversationSchema),
  page: ['next'],
});

export const readConversation = operation({
  id: 'readConversation',
  method: 'get',
  path: '/conversations/{id}/messages',
  tag: 'Conversations',
  summary: 'Read a conversation',
  who: 'its buyer or seller',
  description:
    'The conversation and a page of its messages: the newest page first, oldest first within a page (`next` leads to earlier ones). Reading marks it, and its notice, read for the caller. Anyone else gets the 404 of a missing conversation. A deleted account’s messages show no text.',
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  query: pageQuerySchema,
  answer: conversationMessagesSchema,
  page: ['next'],
  errors: [404],
});

export const replyInConversation = operation({
  id: 'replyInConversation',
  method: 'post',
  path: '/conversations/{id}/messages',
  tag: 'Conversations',
  summary: 'Reply in a conversation',
  who: 'its buyer or seller',
  description: `Adds a message; the other party is told, once until they read it. Closed (409) when the machine was taken off, sold more than a week ago, or the other party deleted their account. ${BRAKE}`,
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  body: messageInputSchema,
  answer: messageSentSchema,
  statuses: [201],
  errors: [404, 409, 429],
});

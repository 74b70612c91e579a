import { z } from 'zod';

/** A message is plain text (shown as text, never as HTML), up to this many characters. */
export const MAX_MESSAGE_LENGTH = 2000;

/** After a sale, the buyer and the seller may still write for this long (arranging the handover). */
export const REPLIES_AFTER_SALE_MS = 7 * 24 * 60 * 60 * 1000;

/** POST /products/{id}/conversations and POST /conversations/{id}/messages. */
export const messageInputSchema = z.strictObject({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? 'text is required' : 'text must be text') })
    .trim()
    .min(1, 'Write a message first')
    .max(MAX_MESSAGE_LENGTH, `A message has at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters`),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** Which side of a conversation: the buyer asked, the seller answers. */
export const conversationSideSchema = z.enum(['buyer', 'seller']);

/** The name a party shows; a deleted account shows as this, with none of its words. */
export const DELETED_ACCOUNT = 'deleted account';

/** One message, as the caller reads it. */
export const messageSchema = z.object({
  _id: z.string(),
  from: conversationSideSchema,
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  /** The author's name now, or "deleted account". */
  authorName: z.string(),
  text: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation about a machine between a buyer and its seller, as one of them sees it. */
export const conversationSchema = z.object({
  _id: z.string(),
  /** The machine, as it was when last written about. */
  product: z.object({ _id: z.string(), productName: z.string(), picture: z.string(), resalePrice: z.number(), sold: z.boolean() }),
  /** The caller's side. */
  side: conversationSideSchema,
  /** The other party's name now, or "deleted account". */
  otherName: z.string(),
  lastMessage: z.object({ text: z.string(), mine: z.boolean(), at: z.string() }),
  /** Messages came since the caller last read it. */
  unread: z.boolean(),
  /** ISO date-time of the last message. */
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The answer of asking and of replying: the conversation and the message just written. */
export const messageSentSchema = z.object({ conversation: conversationSchema, message: messageSchema });
export type MessageSent = z.infer<typeof messageSentSchema>;

/** GET /conversations/{id}/messages: the conversation (the machine at the top) and a page of its messages, oldest first. */
export const conversationMessagesSchema = z.object({ conversation: conversationSchema, messages: z.array(messageSchema) });

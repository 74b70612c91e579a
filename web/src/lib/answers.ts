import type * as contract from '@contract';
import type { Envelope, Page } from '@contract';
import type { z } from 'zod';

/**
 * The contract's schemas of what the API answers in `data`: every route of the API names one
 * (functions/src/routes), and every call of the web client names the same.
 */
export type AnswerSchemaName =
  | 'productSchema'
  | 'listedProductSchema'
  | 'publicProductSchema'
  | 'bookingSchema'
  | 'favouriteSchema'
  | 'savedMachinesSchema'
  | 'auditEntrySchema'
  | 'userSchema'
  | 'accountSchema'
  | 'sessionsEndedSchema'
  | 'categorySchema'
  | 'notificationSchema'
  | 'notificationsReadSchema'
  | 'savedSearchSchema'
  | 'deleteResultSchema'
  | 'accessTokenSchema'
  | 'uploadedPictureSchema'
  | 'conversationSchema'
  | 'conversationMessagesSchema'
  | 'messageSentSchema'
  | 'reportReceiptSchema'
  | 'reportSchema'
  | 'viewCountedSchema'
  | 'listingInsightsSchema'
  | 'sellerInsightsSchema'
  | 'priceGuideSchema'
  | 'marketplaceInsightsSchema';

/** The shape of `data`: one value, a list, or a page of a paged list (`next` and `total` beside it). */
export type AnswerShape = 'one' | 'list' | 'page';

/**
 * What a call expects back, by the contract schema's name: a name rather than the schema itself,
 * so the screens that call the API carry no zod in production; development and tests look the
 * schema up and check every answer against it (check-answer.ts).
 */
export type Answer<N extends AnswerSchemaName = AnswerSchemaName, S extends AnswerShape = AnswerShape> = { readonly schema: N; readonly shape: S };

export const one = <N extends AnswerSchemaName>(schema: N): Answer<N, 'one'> => ({ schema, shape: 'one' });
export const list = <N extends AnswerSchemaName>(schema: N): Answer<N, 'list'> => ({ schema, shape: 'list' });
export const page = <N extends AnswerSchemaName>(schema: N): Answer<N, 'page'> => ({ schema, shape: 'page' });

type Item<N extends AnswerSchemaName> = z.output<(typeof contract)[N]>;

/** The `data` of an answer, typed by the contract. */
export type AnswerData<A extends Answer> = A extends Answer<infer N, infer S> ? (S extends 'one' ? Item<N> : Item<N>[]) : never;

/** The whole envelope of an answer: a page of a paged list carries its cursor and total beside `data`. */
export type Answered<A extends Answer> = A extends Answer<infer N, 'page'> ? Page<Item<N>> : Envelope<AnswerData<A>>;

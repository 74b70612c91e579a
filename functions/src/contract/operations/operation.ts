import type { z } from 'zod';

/**
 * `public`: anyone. `signed-in`: a verified token whose session still stands (not ended, the
 * account not deleted, its role and ticks as recorded). `signed-in-fresh`: also a Firebase ID
 * token only (never an access token), checked with Auth for revocation: admin actions and GET /jwt.
 */
export type Access = 'public' | 'signed-in' | 'signed-in-fresh';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The failures a call's own rules give; those every call of its kind can give are added by the document. */
export type FailureStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429;

export type RequestHeader = { name: string; schema: z.ZodType; description: string };

/**
 * One call of the API as the contract names it: where it is served, who may make it, what it
 * reads and answers. The router serves it from this (`http/serve.ts`) and the OpenAPI document is
 * written from it (`openapi/document.ts`), so the two cannot tell different stories.
 */
export type Operation = {
  /** The operationId: a verb and a thing, in the marketplace's words. */
  id: string;
  method: Method;
  /** The path under `/api`, with `{name}` for each path parameter. */
  path: string;
  tag: string;
  summary: string;
  /** Who may make the call, in words ("a seller", "anyone"). */
  who: string;
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body as documented when the call reads it itself (POST /user has two uses, an upload is multipart). */
  documentedBody?: z.ZodType;
  /** How the body is sent: JSON unless said. */
  bodyMediaType?: 'multipart/form-data';
  /** The schema of the envelope's `data`. */
  answer: z.ZodType;
  /** The success statuses (200 when absent). */
  statuses?: readonly (200 | 201)[];
  /** Fields a page of a list answers beside `data`. */
  page?: readonly ('next' | 'total' | 'unread')[];
  errors?: readonly FailureStatus[];
  headers?: readonly RequestHeader[];
  /** Answered as is, not in the envelope (the document itself, a stored picture). */
  raw?: { contentType: string; description: string };
  /** Only the local stack serves it (the stand-in for Cloud Storage). */
  localStackOnly?: true;
};

/** Keeps the literal types of a call (its schemas type the route's handler). */
export const operation = <const O extends Operation>(op: O): O => op;

/** `/products/{id}` as Express writes it: `/products/:id`. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The path parameters a path names, in order. */
export const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

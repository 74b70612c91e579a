import { env } from '@/config/env';
import type { Answer, Answered } from './answers';

/** Every failure of an API call, whatever its cause: one type for screens to handle. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the service could not be reached at all. */
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error: the service could not be reached.';
export const UNEXPECTED_ANSWER_MESSAGE = 'The service sent an unexpected answer. Please try again later.';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type ApiOptions<A extends Answer> = {
  /** What the call expects back: the contract's schema of `data` (see lib/answers.ts). */
  answer: A;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Request headers beside the API's own (Accept, Content-Type, Authorization). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A request without what it expects back: for answers that are not the envelope (a file). */
export type ApiRequest = Omit<ApiOptions<Answer>, 'answer'>;

type TokenGetter = () => Promise<string | null>;
let getToken: TokenGetter | null = null;

/**
 * Lets the auth layer hand the client its ID token without this module depending on Firebase.
 * Pass null on sign-out.
 */
export function setTokenGetter(getter: TokenGetter | null): void {
  getToken = getter;
}

let sessionRestore: Promise<void> | null = null;

/**
 * Makes every call wait until `restored` settles. A returning user's signed-in screens render
 * before Firebase has restored the session (see the guard); their calls must carry that session's
 * token, not go out as nobody's a moment too early.
 */
export function holdCallsUntil(restored: Promise<unknown>): void {
  const held = restored.then(
    () => undefined,
    () => undefined,
  );
  sessionRestore = held;
  void held.then(() => {
    if (sessionRestore === held) sessionRestore = null;
  });
}

/** Hears the API's reason (its answer's message), when it gave one. */
type SessionRejected = (reason: string | undefined) => void;
let onSessionRejected: SessionRejected | null = null;

/**
 * Lets the auth layer hear when the API refuses the signed-in user's token (401): the session is
 * no longer valid (revoked, changed by an admin, account deleted or disabled), so the app must
 * end it. Pass null when nobody listens any more.
 */
export function setSessionRejectedHandler(handler: SessionRejected | null): void {
  onSessionRejected = handler;
}

/**
 * Called with every answer: a 401 to a call that carried a token means the session itself was
 * refused. A 401 to an anonymous call only means "sign in", which the guards already handle.
 */
export function noteAnswerStatus(status: number, sentToken: boolean, message?: string): void {
  if (status === 401 && sentToken) onSessionRejected?.(message);
}

/** The caller's current ID token, for requests made outside `api()` (picture uploads). */
export async function currentToken(): Promise<string | null> {
  return getToken ? getToken() : null;
}

/** App Check's header, when the site has it on (its code loads only then). */
async function appCheck(): Promise<Record<string, string>> {
  try {
    return await (await import('./firebase/app-check')).appCheckHeaders();
  } catch (error) {
    // Without a token the API refuses the call with a clear 401; the reason is logged here.
    console.error('App Check could not give a token', error);
    return {};
  }
}

function buildUrl(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

type Envelope = { success: boolean; message: string; data: unknown; next?: string | null; total?: number; totalCapped?: true; unread?: number };

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.success === 'boolean' && typeof candidate.message === 'string' && 'data' in candidate;
}

/** The API's envelope of an answer, or null when the body is not one. */
export async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * Sends one request to the API with the session's token and App Check's header (once a restored
 * session is known). Answers the response, and whether it carried a token; a network failure is
 * an ApiError.
 */
export async function sendToApi(path: string, { method = 'GET', body, query, headers: extra, signal }: ApiRequest) {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (sessionRestore) await sessionRestore;
  const token = getToken ? await getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (env.recaptchaSiteKey) Object.assign(headers, await appCheck());

  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, sentToken: Boolean(token) };
  } catch (cause) {
    // A cancelled request is the caller's own decision, not a failure to report.
    if (signal?.aborted) throw cause;
    console.error(`${method} ${path} failed: network error`, cause);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/**
 * Calls the marketplace API and answers its envelope, `data` typed by the contract's schema that
 * `answer` names (and, in development and tests, checked against it). Every failure, whatever its
 * cause, is an ApiError.
 */
export async function api<A extends Answer>(path: string, { answer, ...request }: ApiOptions<A>): Promise<Answered<A>> {
  const { method = 'GET' } = request;
  const { response, sentToken } = await sendToApi(path, request);

  const envelope = await readEnvelope(response);
  noteAnswerStatus(response.status, sentToken, envelope?.message);
  if (!envelope) {
    console.error(`${method} ${path} answered ${response.status} without the API envelope`);
    throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE);
  }
  if (!response.ok || !envelope.success) {
    if (response.status >= 500) console.error(`${method} ${path} answered ${response.status}: ${envelope.message}`);
    throw new ApiError(response.status, envelope.message, envelope.data);
  }
  // Development and tests hold every answer to the contract; a production build drops this line.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    if (!(await import('./check-answer')).answerKeepsContract(answer, envelope, `${method} ${path}`)) throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE);
  }
  return {
    success: true,
    message: envelope.message,
    data: envelope.data,
    ...('next' in envelope ? { next: envelope.next } : {}),
    ...(typeof envelope.total === 'number' ? { total: envelope.total } : {}),
    ...(envelope.totalCapped === true ? { totalCapped: true } : {}),
    ...(typeof envelope.unread === 'number' ? { unread: envelope.unread } : {}),
  } as Answered<A>;
}

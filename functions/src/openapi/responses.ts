import type { JsonSchema } from './components.js';

/**
 * The failures as the document names them: every one is the envelope with `success: false` and a
 * message that is safe to show. The statuses are those of `FAILURE_STATUS` (contract/errors.ts).
 */
const failure = (description: string, data: JsonSchema = { type: 'null' }, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { success: { const: false }, message: { type: 'string', description: 'What went wrong, in words to show the person.' }, data },
        required: ['success', 'message', 'data'],
        additionalProperties: false,
      },
    },
  },
});

export const FAILURES = {
  400: ['BadRequest', failure('The request is not valid: the message names the field or parameter at fault (or the body is not JSON).')],
  401: [
    'Unauthenticated',
    failure('No token, a token that is not valid or has expired, a session that ended (the account was deleted, its role or tick changed, its sessions were revoked), or, where the deployment enforces App Check, no valid App Check token.'),
  ],
  403: ['Forbidden', failure('The caller may not do this (their role, or not their own).')],
  404: ['NotFound', failure('Nothing with that id, or nothing the caller may see (a stranger gets the same answer as for a missing thing).')],
  409: ['Conflict', failure('The thing is not in a state that allows it (sold, already booked, already running, a limit reached); `data` may hold the thing as it now stands.', {})],
  413: ['TooLarge', failure('The request body is larger than the API takes (32 KB of JSON; a picture upload 5 MB).')],
  415: ['UnsupportedType', failure('Not a JPEG, PNG, WebP or GIF picture.')],
  429: [
    'TooMany',
    failure('Too many writes from one account, or too many sign-ups or booking requests from one address; try again after `Retry-After` seconds.', { type: 'null' }, {
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
    }),
  ],
  503: [
    'Unavailable',
    failure('The database could not be reached in time, or dropped the call. A write answered 503 was stored whole or not at all: send it again after `Retry-After` seconds.', { type: 'null' }, {
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
    }),
  ],
} as const;

export type FailureCode = keyof typeof FAILURES;

export const failureResponses = () => Object.fromEntries(Object.values(FAILURES).map(([name, response]) => [name, response]));

export const failureRef = (status: FailureCode) => ({ $ref: `#/components/responses/${FAILURES[status][0]}` });

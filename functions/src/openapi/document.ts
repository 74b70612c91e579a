import { z } from 'zod';
import { productSeenBy, publicProduct, type Product } from '../contract/product.js';
import type { Operation } from '../contract/operations/operation.js';
import { pathParameters } from '../contract/operations/operation.js';
import { jsonSchema, namedSchemas, type JsonSchema } from './components.js';
import { failureRef, failureResponses, type FailureCode } from './responses.js';
import { seedExamples } from './seed-examples.js';

type Options = { operations: Operation[]; version?: string };

/** The API's version: its major part changes only with a change that breaks a client. */
export const API_VERSION = '1.0.0';

const READ_METHODS = new Set(['get']);

const TAGS: { name: string; description: string }[] = [
  { name: 'Catalog', description: 'The machines for sale: size categories, the home page advertisements, catalog pages and search, one machine.' },
  { name: 'Listings', description: 'What sellers do with their machines: list, edit, advertise, take off.' },
  { name: 'Bookings', description: 'A buyer asks for a machine; the seller accepts or declines; the buyer may cancel.' },
  { name: 'Conversations', description: 'Questions about a machine between a buyer and its seller.' },
  { name: 'Accounts', description: 'Registering after sign-up, looking users up, and what admins do to accounts.' },
  { name: 'Notifications', description: "What a person is told: requests, answers, price drops, new matches of a saved search." },
  { name: 'Saved searches', description: 'Searches a person keeps, and is told about when a new machine matches.' },
  { name: 'Favourites', description: 'Machines a person keeps an eye on.' },
  { name: 'Admin trail', description: "What admins (and the owner) did to other people's accounts and listings, never edited." },
  { name: 'Service', description: 'Whether the API is up, and this document.' },
  { name: 'Local stack', description: 'Served only by the local stack (`npm start`), where it stands in for Cloud Storage.' },
];

const DESCRIPTION = [
  'The REST API of Machinery Market, a marketplace for second-hand machinery: sellers list used engines and advertise them, buyers browse by machine size and book a machine, admins manage users and verify sellers.',
  '',
  'Every answer is the envelope `{ success, message, data }`, errors included; `message` is safe to show to a person. Paged lists add `next` (the cursor for `?cursor=`, `null` at the end); some count their items in `total` (exact up to 1,000, past that `1000` with `totalCapped: true`). `?limit=` is 24 by default and 50 at most.',
  '',
  'The caller is who their Firebase ID token says (`Authorization: Bearer <token>`), with their role and blue ticks from its custom claims, never from a body. Each call says who may make it; calls marked "with a fresh ID token" refuse the access token of `GET /jwt`. Where the deployment enforces App Check, every call but `/health` and this document also needs `X-Firebase-AppCheck`.',
  '',
  'This document is written from the same contract (zod schemas) the API validates requests with and the web app reads answers with.',
].join('\n');

/** `{ success: true, message, data, …page }` around an answer's schema. */
function envelope(op: Operation): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    success: { const: true },
    message: { type: 'string', description: 'What happened, in words to show the person.' },
    data: jsonSchema(op.answer, 'output'),
  };
  const required = ['success', 'message', 'data'];
  if (op.page?.includes('next')) {
    properties.next = { type: ['string', 'null'], description: 'The cursor of the next page (`?cursor=`), null at the end.' };
    required.push('next');
  }
  if (op.page?.includes('total')) {
    properties.total = { type: 'integer', minimum: 0, description: 'How many there are in all (exact up to 1,000).' };
    properties.totalCapped = { const: true, description: 'Present when there are more than 1,000: `total` is then 1000.' };
    required.push('total');
  }
  if (op.page?.includes('unread')) {
    properties.unread = { type: 'integer', minimum: 0, description: 'How many are unread (counted up to 100).' };
    required.push('unread');
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * A parameter's schema: the number a query text stands for where the contract reads one (`limit`
 * is an integer from 1 to 50 to a client, sent as text like every query value), else the text.
 */
function parameterSchema(field: z.ZodType | undefined, asText: JsonSchema): JsonSchema {
  if (!field) return asText;
  try {
    const number = jsonSchema(field, 'output');
    if (number.type === 'number' || number.type === 'integer') return { ...number, description: asText.description };
  } catch {
    // A transform to something else (a list of ids) is read as the text it is.
  }
  return asText;
}

/** The parameters of one place (path or query) from the object schema that validates them. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', names: string[]) {
  const object = schema ? jsonSchema(schema, 'input') : { properties: {}, required: [] };
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const required = new Set((object.required ?? []) as string[]);
  const all = where === 'path' ? names : Object.keys(properties);
  return all.map((name) => {
    const { description, ...param } = parameterSchema(shape[name], properties[name] ?? { type: 'string' });
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: param };
  });
}

/** The failures a call can give: its own rules', and those of every call of its kind. */
function failuresOf(op: Operation): FailureCode[] {
  const codes = new Set<FailureCode>(op.errors ?? []);
  if (op.params || op.query || op.body || op.documentedBody || op.headers?.length) codes.add(400);
  if (op.body || op.documentedBody) codes.add(413);
  // App Check, where enforced, refuses any call but the health check and this document.
  if (op.access !== 'public' || op.tag !== 'Service') codes.add(401);
  // Every write of a signed-in account counts against its per-minute limit.
  if (op.access !== 'public' && !READ_METHODS.has(op.method)) codes.add(429);
  if (op.tag !== 'Service' && !op.localStackOnly) codes.add(503);
  return [...codes].sort();
}

function security(op: Operation) {
  const token = op.access === 'public' ? {} : { firebaseIdToken: [] };
  if (op.tag === 'Service') return [token];
  return [token, { ...token, appCheck: [] }];
}

function describe(op: Operation): string {
  const who = `**Who:** ${op.who}.`;
  return op.description ? `${op.description}\n\n${who}` : who;
}

function successResponses(op: Operation) {
  const responses: Record<string, unknown> = {};
  if (op.raw) {
    responses['200'] = { description: op.raw.description, content: { [op.raw.contentType]: { schema: op.raw.contentType === 'application/json' ? jsonSchema(op.answer, 'output') : { contentMediaType: op.raw.contentType } } } };
    return responses;
  }
  const statuses = op.statuses ?? [200];
  for (const status of statuses) {
    const description = status === 201 ? 'Created.' : statuses.includes(201) ? 'Already there: the same answer.' : 'Done.';
    responses[String(status)] = {
      description,
      ...(READ_METHODS.has(op.method) ? { headers: { ETag: { description: 'Send it back as `If-None-Match` to get a 304 while the answer is the same.', schema: { type: 'string' } } } } : {}),
      content: { 'application/json': { schema: envelope(op) } },
    };
  }
  if (READ_METHODS.has(op.method)) responses['304'] = { description: 'Not modified: the answer is the one the client holds (its `If-None-Match`).' };
  return responses;
}

function requestBody(op: Operation) {
  const body = op.body ?? op.documentedBody;
  if (!body) return undefined;
  return { required: true, content: { [op.bodyMediaType ?? 'application/json']: { schema: jsonSchema(body, 'input') } } };
}

function operationObject(op: Operation) {
  const responses: Record<string, unknown> = successResponses(op);
  for (const code of failuresOf(op)) responses[String(code)] = failureRef(code);
  const headers = (op.headers ?? []).map((h) => ({ name: h.name, in: 'header', required: false, description: h.description, schema: jsonSchema(h.schema, 'input') }));
  const parameters = [...parametersOf(op.params, 'path', pathParameters(op.path)), ...parametersOf(op.query, 'query', []), ...headers];
  const body = requestBody(op);
  return {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    description: describe(op),
    security: security(op),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The seed's examples, and its machine as lists and anyone see it. */
function examples(): Record<string, unknown> {
  const product = seedExamples.Product as Product;
  return { ...seedExamples, ListedProduct: productSeenBy(product, false, false), PublicProduct: publicProduct(product) };
}

/** The named schemas, each with its example from the seed where the seed has one. */
function components() {
  const schemas = namedSchemas();
  for (const [name, example] of Object.entries(examples())) {
    if (schemas[name]) schemas[name] = { ...schemas[name], examples: [example] };
  }
  return {
    schemas,
    responses: failureResponses(),
    securitySchemes: {
      firebaseIdToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: "A Firebase ID token of the caller's account (from the Firebase Auth client SDK, or the Auth emulator's REST API locally), or the access token of `GET /jwt`. Roles and blue ticks come from its custom claims.",
      },
      appCheck: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Firebase-AppCheck',
        description: 'A Firebase App Check token: needed only where the deployment enforces App Check (ENFORCE_APP_CHECK=true).',
      },
    },
  };
}

/** The OpenAPI 3.1 document of the calls given: written from the contract, never by hand. */
export function openApiDocument({ operations, version = API_VERSION }: Options) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  const used = new Set(operations.map((op) => op.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Machinery Market API',
      version,
      summary: 'Used machinery for sale: listings, search, bookings, favourites, notifications and the admin trail.',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'This deployment: the Hosting origin the document was read from.' }],
    tags: TAGS.filter((tag) => used.has(tag.name)),
    paths,
    components: components(),
  };
}

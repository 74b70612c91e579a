import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { allOperations } from '../src/contract/operations/index.js';
import { openApiDocument } from '../src/openapi/document.js';

/**
 * Checks every answer the API gives in the integration tests against its OpenAPI document: the
 * status must be one the call lists, and the body valid against that answer's schema. So the
 * document cannot drift from what the API does. Every call the API has is in the document the
 * local stack serves, the stand-in for Cloud Storage included.
 */
type Document = ReturnType<typeof openApiDocument>;
type Route = { method: string; path: string; pattern: RegExp; literal: number };

const document: Document = openApiDocument({ operations: allOperations });
const ajv = new Ajv2020({ strict: false, allErrors: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(document as object, 'openapi');

const routes: Route[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => ({
    method,
    path,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`),
    // A literal segment beats a parameter (GET /favourites/saved before /favourites/{productId}).
    literal: path.split('/').filter((s) => s && !s.startsWith('{')).length,
  })),
);

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
  return validate;
}

/** What is wrong with one answer, or null when the document describes it. */
export function describeMismatch(method: string, fullPath: string, status: number, contentType: string, body: string): string | null {
  const path = fullPath.replace(/^\/api/, '').split('?')[0]!;
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const route = routes.filter((r) => r.method === verb && r.pattern.test(path)).sort((a, b) => b.literal - a.literal)[0];
  const where = `${method} ${fullPath} → ${status}`;
  if (!route) {
    // An unknown route is answered 404 "No such API route" (the tests ask for some on purpose),
    // and a body too large or not JSON is refused before any route is found.
    const refused = (status === 404 && body.includes('No such API route')) || ((status === 400 || status === 413) && body.includes('The request body'));
    return refused ? null : `${where}: no operation in the document serves it`;
  }
  const operation = (document.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>)[route.path]![route.method]!;
  const listed = operation.responses[String(status)];
  if (!listed) return `${where}: the document lists ${Object.keys(operation.responses).join(', ')} for ${route.method.toUpperCase()} ${route.path}`;
  if (status === 304 || method === 'HEAD' || !contentType.startsWith('application/json')) return null;
  const ref = listed.$ref
    ? `openapi${listed.$ref}/content/application~1json/schema`
    : `openapi#/${pointer('paths', route.path, route.method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${where}: the body is not JSON`;
  }
  const validate = validatorFor(ref);
  if (validate(json)) return null;
  const first = validate.errors?.[0];
  return `${where}: the body does not match the document (${first?.instancePath || '/'} ${first?.message}${first?.params ? ` ${JSON.stringify(first.params)}` : ''})`;
}

/**
 * Wraps a request handler so each answer it writes is checked; `mismatches` collects what the
 * document does not describe.
 */
export function checkingAnswers(handler: (req: IncomingMessage, res: ServerResponse) => void, mismatches: string[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return handler(req, res);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk);
      const mismatch = describeMismatch(req.method ?? 'GET', req.url ?? '/', res.statusCode, String(res.getHeader('content-type') ?? ''), Buffer.concat(chunks).toString('utf8'));
      if (mismatch) mismatches.push(mismatch);
      return end(chunk, ...rest);
    }) as typeof res.end;
    handler(req, res);
  };
}

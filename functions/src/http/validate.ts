import type { z } from 'zod';
import { badRequest } from '../contract/errors.js';

/** Parses input with a contract schema; the first issue becomes a 400 that names the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  throw badRequest(`Invalid ${field}: ${issue?.message ?? 'bad input'}.`.replace(/\.\.$/, '.'));
}

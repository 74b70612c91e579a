import { z } from 'zod';
import { operation } from './operation.js';

export const checkHealth = operation({
  id: 'checkHealth',
  method: 'get',
  path: '/health',
  tag: 'Service',
  summary: 'Whether the API is up',
  who: 'anyone',
  description: 'Answers at once, without touching the database; never needs an App Check token.',
  access: 'public',
  answer: z.object({ status: z.literal('ok') }),
});

export const describeApi = operation({
  id: 'describeApi',
  method: 'get',
  path: '/openapi.json',
  tag: 'Service',
  summary: 'This document',
  who: 'anyone',
  description: 'The OpenAPI 3.1 description of the API, written from the same contract the API validates with. Never needs an App Check token.',
  access: 'public',
  answer: z.record(z.string(), z.unknown()),
  raw: { contentType: 'application/json', description: 'The OpenAPI document.' },
});

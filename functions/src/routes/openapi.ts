import { Router } from 'express';
import { allOperations } from '../contract/operations/index.js';
import { describeApi } from '../contract/operations/service.js';
import { expressPath } from '../contract/operations/operation.js';
import { isLocalStack } from '../local-stack.js';
import { openApiDocument } from '../openapi/document.js';

export const openApiRouter = Router();

/** The calls this deployment serves: the local stack's stand-in for Cloud Storage only there. */
export const servedOperations = () => allOperations.filter((op) => !op.localStackOnly || isLocalStack());

let document: string | undefined;

// Written once per instance: it depends only on the code.
openApiRouter.get(expressPath(describeApi.path), (_req, res) => {
  document ??= JSON.stringify(openApiDocument({ operations: servedOperations() }));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.end(document);
});

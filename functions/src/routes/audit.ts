import { Router } from 'express';
import { pageRequest } from '../contract/index.js';
import { readAuditTrail } from '../contract/operations/audit.js';
import { auditTrail } from '../domain/audit.js';
import { serve } from '../http/serve.js';

export const auditRouter = Router();

// Read only: the trail has no route that edits or deletes an entry.
serve(auditRouter, readAuditTrail, async ({ caller, query }) => {
  const { items, next } = await auditTrail(caller, { action: query.action, targetId: query.targetId }, pageRequest(query));
  return { message: `${items.length} audit entries.`, data: items, next };
});

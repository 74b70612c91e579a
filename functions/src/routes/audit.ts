import { Router } from 'express';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema, pageRequest } from '../contract/index.js';
import { auditTrail } from '../domain/audit.js';
import { route } from '../http/route.js';

export const auditRouter = Router();

// Read only: the trail has no route that edits or deletes an entry.
auditRouter.get(
  '/audit',
  route({ access: 'signed-in', query: auditQuerySchema, answer: z.array(auditEntrySchema) }, async ({ caller, query }) => {
    const { items, next } = await auditTrail(caller, { action: query.action, targetId: query.targetId }, pageRequest(query));
    return { message: `${items.length} audit entries.`, data: items, next };
  }),
);

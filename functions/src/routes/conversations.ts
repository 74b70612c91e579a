import { Router } from 'express';
import { pageRequest } from '../contract/index.js';
import * as calls from '../contract/operations/conversations.js';
import { myConversations, readMessages, reply } from '../domain/conversations.js';
import { serve } from '../http/serve.js';
import { messageBrake } from './message-brake.js';

// Asking about a machine (POST /products/{id}/conversations) is served by the products router,
// which its first path segment loads.
export const conversationsRouter = Router();

serve(conversationsRouter, calls.listConversations, async ({ caller, query }) => {
  const { items, next } = await myConversations(caller, pageRequest(query));
  return { message: `${items.length} conversations.`, data: items, next };
});

serve(conversationsRouter, calls.readConversation, async ({ caller, params, query }) => {
  const { conversation, items, next } = await readMessages(caller, params.id, pageRequest(query));
  return { message: `${items.length} messages.`, data: { conversation, messages: items }, next };
});

serve(conversationsRouter, calls.replyInConversation, async ({ caller, params, body, req, res }) => {
  await messageBrake(req, res, caller.uid);
  return { status: 201, message: 'Your message is sent.', data: await reply(caller, params.id, body.text) };
});

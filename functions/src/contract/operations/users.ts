import { z } from 'zod';
import { documentId } from '../fields.js';
import { accountExportSchema } from '../account-export.js';
import { accountSchema, sessionsEndedSchema, userSchema } from '../user.js';
import {
  accessTokenSchema,
  deleteResultSchema,
  jwtQuerySchema,
  profilePatchSchema,
  roleChangeSchema,
  userListTypeSchema,
  userLookupSchema,
  userRegistrationSchema,
  verifyChangeSchema,
} from '../user-input.js';
import { operation } from './operation.js';

const userIdParams = z.strictObject({ id: documentId });

export const registerOrFindUser = operation({
  id: 'registerOrFindUser',
  method: 'post',
  path: '/user',
  tag: 'Accounts',
  summary: 'Register the caller, or look a user up',
  who: 'signed-in (own e-mail; an admin looks anyone up)',
  description:
    '`{displayName, email, role, photoURL?}` registers the caller after sign-up or Google login (201; an existing account keeps its role and answers 200): role `buyer`, `seller` or empty, never `admin`; `photoURL` only from the caller\'s own `avatars/{uid}/` folder. `{email}` answers the caller\'s own record (an admin: anyone\'s).',
  access: 'signed-in',
  documentedBody: z.union([userRegistrationSchema, userLookupSchema]),
  answer: userSchema,
  statuses: [200, 201],
  errors: [400, 403, 404],
});

export const listUsers = operation({
  id: 'listUsers',
  method: 'get',
  path: '/user/{id}',
  tag: 'Accounts',
  summary: 'Buyers, sellers or admins',
  who: 'an admin',
  description: '`all` lists the buyers, `seller` the sellers, `admin` the admins.',
  access: 'signed-in',
  // The list shares its path with DELETE /user/{id}, so its parameter has that name.
  params: z.strictObject({ id: userListTypeSchema.meta({ description: 'Which list: `all` (the buyers), `seller` or `admin`.' }) }),
  answer: z.array(userSchema),
  errors: [403],
});

export const deleteUser = operation({
  id: 'deleteUser',
  method: 'delete',
  path: '/user/{id}',
  tag: 'Accounts',
  summary: 'Delete a buyer or a seller',
  who: 'an admin, with a fresh ID token',
  description:
    'Deletes a buyer or seller and all they left: their listings leave the catalog, bookings to them show as `withdrawn` to their buyers, bookings they made leave their sellers\' lists. Never an admin, the caller included.',
  access: 'signed-in-fresh',
  params: userIdParams,
  answer: deleteResultSchema,
  errors: [403, 404],
});

export const changeRole = operation({
  id: 'changeRole',
  method: 'put',
  path: '/user/{id}/role',
  tag: 'Accounts',
  summary: "Change a user's role",
  who: 'an admin, with a fresh ID token',
  description: 'Makes a buyer a seller or back, as record and claims, and ends the user\'s sessions; never on an admin or oneself, never to `admin`.',
  access: 'signed-in-fresh',
  params: userIdParams,
  body: roleChangeSchema,
  answer: userSchema,
  errors: [403, 404],
});

export const changeVerified = operation({
  id: 'changeVerified',
  method: 'put',
  path: '/user/{id}/verify',
  tag: 'Accounts',
  summary: "Give or take a seller's blue tick",
  who: 'an admin, with a fresh ID token',
  description: 'Sets a seller\'s blue tick with the moment it was given (`verifiedAt`, and `sellerVerifiedAt` on the seller\'s listings), and ends the user\'s sessions; never on an admin or oneself. Giving the tick needs the seller\'s e-mail address confirmed (409 with the reason otherwise).',
  access: 'signed-in-fresh',
  params: userIdParams,
  body: verifyChangeSchema,
  answer: userSchema,
  errors: [403, 404, 409],
});

export const issueAccessToken = operation({
  id: 'issueAccessToken',
  method: 'get',
  path: '/jwt',
  tag: 'Accounts',
  summary: 'An access token for the caller',
  who: 'signed-in with a Firebase ID token (not an access token), own e-mail',
  description: 'An access token valid for an hour, ended with the session that issued it. It cannot renew itself.',
  access: 'signed-in-fresh',
  query: jwtQuerySchema,
  answer: accessTokenSchema,
  errors: [403],
});

export const getMyAccount = operation({
  id: 'getMyAccount',
  method: 'get',
  path: '/user/me',
  tag: 'Accounts',
  summary: "The caller's own account",
  who: 'signed-in, own',
  description: 'The record (name, e-mail, photo, role, blue ticks and when given) and `emailVerified`, which comes from the token.',
  access: 'signed-in',
  answer: accountSchema,
});

export const signOutEverywhere = operation({
  id: 'signOutEverywhere',
  method: 'post',
  path: '/user/me/sign-out-everywhere',
  tag: 'Accounts',
  summary: 'End every session of the caller',
  who: 'signed-in, own',
  description: 'Every token of the account stops working at once, this one too, and no device gets a new one without signing in again.',
  access: 'signed-in',
  answer: sessionsEndedSchema,
});

export const deleteMyAccount = operation({
  id: 'deleteMyAccount',
  method: 'delete',
  path: '/user/me',
  tag: 'Accounts',
  summary: "Delete the caller's own account",
  who: 'signed-in with a Firebase ID token from a sign-in of the last 5 minutes; never an admin',
  description:
    "Removes the account and everything it left, exactly as an admin's deletion does (listings, bookings, favourites, saved searches, notifications, pictures), writes an audit entry naming the person, and ends every session. A sign-in older than 5 minutes is a 401 (sign in again to confirm); an admin is a 403 (the owner removes admins).",
  access: 'signed-in',
  answer: deleteResultSchema,
  errors: [403, 404],
});

export const updateMyAccount = operation({
  id: 'updateMyAccount',
  method: 'patch',
  path: '/user/me',
  tag: 'Accounts',
  summary: "Edit the caller's profile",
  who: 'signed-in, own',
  description:
    "Changes the name, photo (only from the caller's own `avatars/{uid}/` folder), phone or location; never the e-mail, role, ticks or dates (400 naming the field). An empty phone or location clears it. The seller's listings and the requests a buyer made show the new name (and a seller's listings the new phone) within moments.",
  access: 'signed-in',
  body: profilePatchSchema,
  answer: accountSchema,
});

export const exportMyData = operation({
  id: 'exportMyData',
  method: 'get',
  path: '/user/me/export',
  tag: 'Accounts',
  summary: 'Everything kept about the caller, as one file',
  who: 'signed-in, own',
  description:
    'One JSON document, sent as a file to save (`Content-Disposition`): the account, its listings with their price history, bookings made and received, favourites, saved searches, notifications and the audit entries about it. A few a minute per account (429 with `Retry-After` beyond).',
  access: 'signed-in',
  answer: accountExportSchema,
  raw: { contentType: 'application/json', description: 'The document, as an attachment named machinery-market-data-<date>.json.' },
  errors: [429],
});

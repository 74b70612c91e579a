import { z } from 'zod';
import {
  accessTokenSchema,
  advertiseInputSchema,
  auditEntrySchema,
  bookingInputSchema,
  bookingSchema,
  bookingStatusChangeSchema,
  catalogFiltersSchema,
  categorySchema,
  deleteResultSchema,
  favouriteSchema,
  listedProductSchema,
  notificationSchema,
  notificationsReadSchema,
  productInputSchema,
  productPatchSchema,
  productSchema,
  publicProductSchema,
  roleChangeSchema,
  savedMachinesSchema,
  savedSearchInputSchema,
  savedSearchSchema,
  uploadedPictureSchema,
  userLookupSchema,
  userRegistrationSchema,
  userSchema,
  verifyChangeSchema,
} from '../contract/index.js';

/**
 * The contract's schemas that the document names (`#/components/schemas/...`) rather than
 * repeats: what the API answers, read as answers (`output`), and what it is sent, read as input
 * (before the contract's transforms: query texts are strings on the wire).
 */
export const answerSchemas = {
  Category: categorySchema,
  Product: productSchema,
  ListedProduct: listedProductSchema,
  PublicProduct: publicProductSchema,
  User: userSchema,
  AccessToken: accessTokenSchema,
  Booking: bookingSchema,
  Notification: notificationSchema,
  NotificationsRead: notificationsReadSchema,
  Favourite: favouriteSchema,
  SavedMachines: savedMachinesSchema,
  SavedSearch: savedSearchSchema,
  AuditEntry: auditEntrySchema,
  DeleteResult: deleteResultSchema,
  UploadedPicture: uploadedPictureSchema,
} satisfies Record<string, z.ZodType>;

export const inputSchemas = {
  ProductInput: productInputSchema,
  ProductPatch: productPatchSchema,
  AdvertiseInput: advertiseInputSchema,
  BookingInput: bookingInputSchema,
  BookingStatusChange: bookingStatusChangeSchema,
  UserRegistration: userRegistrationSchema,
  UserLookup: userLookupSchema,
  RoleChange: roleChangeSchema,
  VerifyChange: verifyChangeSchema,
  SavedSearchInput: savedSearchInputSchema,
  CatalogFilters: catalogFiltersSchema,
} satisfies Record<string, z.ZodType>;

export type JsonSchema = Record<string, unknown>;

/**
 * The names go into zod's global registry beside the descriptions the contract gives with
 * `.meta()`, which zod reads from there: a registry of our own would hide them.
 */
for (const [id, schema] of [...Object.entries(answerSchemas), ...Object.entries(inputSchemas)]) {
  z.globalRegistry.remove(schema).add(schema, { ...z.globalRegistry.get(schema), id });
}

/** `#/$defs/Name` as zod writes a named schema, pointed at the document's components instead. */
function pointAtComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointAtComponents);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$defs' || key === '$id') continue;
    out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : pointAtComponents(value);
  }
  return out;
}

/** A contract schema as JSON Schema, named schemas as references to the components. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return pointAtComponents(z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' })) as JsonSchema;
}

/** The named schemas themselves, each once, for `components.schemas`. */
export function namedSchemas(): Record<string, JsonSchema> {
  const named: Record<string, JsonSchema> = {};
  for (const [io, names] of [
    ['output', answerSchemas],
    ['input', inputSchemas],
  ] as const) {
    const { schemas } = z.toJSONSchema(z.globalRegistry, { io, target: 'draft-2020-12', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
    for (const id of Object.keys(names)) named[id] = pointAtComponents(schemas[id]) as JsonSchema;
  }
  return named;
}

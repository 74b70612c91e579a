// The API contract: the one home of every request and response shape, shared by the
// functions (validation) and the web app (forms and typed answers). Depends on zod only.
export * from './envelope.js';
export * from './category.js';
export * from './roles.js';
export * from './user.js';
export * from './product.js';
export * from './booking.js';
export * from './notification.js';
export * from './favourite.js';
export * from './conversation.js';
export * from './report.js';
export * from './insights.js';
export * from './audit.js';
export * from './fields.js';
export * from './lists.js';
export * from './search.js';
export * from './product-input.js';
export * from './booking-input.js';
export * from './user-input.js';
export * from './account-export.js';
export * from './permissions.js';
export * from './uploads.js';
export * from './picture-sizes.js';
export * from './errors.js';

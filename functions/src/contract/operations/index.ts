// Every call of the API. Each router imports only its own part (a cold instance builds only the
// schemas its first request needs); the OpenAPI document reads them all from here.
import type { Operation } from './operation.js';
import * as advertising from './advertising.js';
import * as audit from './audit.js';
import * as bookings from './bookings.js';
import * as catalog from './catalog.js';
import * as conversations from './conversations.js';
import * as favourites from './favourites.js';
import * as insights from './insights.js';
import * as listings from './listings.js';
import * as notifications from './notifications.js';
import * as reports from './reports.js';
import * as savedSearches from './saved-searches.js';
import * as service from './service.js';
import * as uploads from './uploads.js';
import * as users from './users.js';

const isOperation = (value: unknown): value is Operation => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

export const allOperations: Operation[] = [service, catalog, advertising, listings, bookings, conversations, reports, insights, users, notifications, savedSearches, favourites, audit, uploads].flatMap((part) =>
  Object.values(part).filter(isOperation),
);

export { expressPath, pathParameters, type Operation } from './operation.js';

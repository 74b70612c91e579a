import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../emulators/stack.js';
import { allOperations } from '../../functions/src/contract/operations/index.js';
import { openApiDocument } from '../../functions/src/openapi/document.js';

/** Where the tests write the API document and what they make of it (ignored by git). */
export const API_REPORTS = join(ROOT, '.test-reports', 'api');

/**
 * Writes the document the local stack serves (every call, the stand-in for Cloud Storage
 * included) with Redocly's config and the warnings it keeps on purpose beside it.
 */
export function writeApiDocument(): string {
  mkdirSync(API_REPORTS, { recursive: true });
  const file = join(API_REPORTS, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(openApiDocument({ operations: allOperations }), null, 2)}\n`);
  copyFileSync(join(ROOT, 'scripts', 'api', 'redocly.yaml'), join(API_REPORTS, 'redocly.yaml'));
  copyFileSync(join(ROOT, 'scripts', 'api', 'redocly-lint-ignore.yaml'), join(API_REPORTS, '.redocly.lint-ignore.yaml'));
  return file;
}

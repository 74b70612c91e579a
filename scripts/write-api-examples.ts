// `npm run api:examples`: writes the API document's examples from the seed into the function's
// sources (functions/src/openapi/seed-examples.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { seedExamplesModule } from './api/seed-examples.js';

const target = join(ROOT, 'functions', 'src', 'openapi', 'seed-examples.ts');
writeFileSync(target, seedExamplesModule());
console.log('Wrote functions/src/openapi/seed-examples.ts.');

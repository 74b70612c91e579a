import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedExamplesModule } from './seed-examples.js';

describe("the API document's examples", () => {
  it('are the seed as it stands (npm run api:examples writes them)', () => {
    const written = readFileSync(new URL('../../functions/src/openapi/seed-examples.ts', import.meta.url), 'utf8');
    expect(written).toBe(seedExamplesModule());
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../emulators/stack.js';
import { API_REPORTS, writeApiDocument } from './document.js';

/** The TypeScript example of docs/build-a-client.md. */
function exampleOfTheGuide(): string {
  const guide = readFileSync(join(ROOT, 'docs', 'build-a-client.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!example) throw new Error('docs/build-a-client.md has no ```ts example');
  return example;
}

describe('a client built from the API document', () => {
  it("compiles: the guide's example against the types openapi-typescript generates", async () => {
    const document = JSON.parse(readFileSync(writeApiDocument(), 'utf8'));
    writeFileSync(join(API_REPORTS, 'machinery-api.d.ts'), astToString(await openapiTS(document)));
    const client = join(API_REPORTS, 'client.ts');
    writeFileSync(client, exampleOfTheGuide());
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});

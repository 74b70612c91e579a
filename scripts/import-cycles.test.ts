import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack.js';
import { aliases } from '../web/aliases.js';
import { cyclesOf, importedSpecifiers, importGraph } from './import-cycles.js';

// No module of the web app or the API reaches itself through its imports: a shared piece goes
// into a third module that both sides import (see import-cycles.ts for what counts as an import).
const ROOTS = [join(ROOT, 'web', 'src'), join(ROOT, 'functions', 'src')];

describe('import circles', () => {
  it('there are none in the web app and the API', () => {
    const graph = importGraph(ROOTS, aliases);
    // The walk found the code: an empty graph would pass without checking anything.
    expect(graph.size).toBeGreaterThan(300);
    const circles = cyclesOf(graph).map((circle) => circle.map((file) => relative(ROOT, file)).join(' → '));
    expect(circles).toEqual([]);
  });

  it('reads every kind of import', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const E = lazy(() => import('./e'));",
      "let f: typeof import('./f');",
    ].join('\n');
    expect(importedSpecifiers('x.tsx', text)).toEqual(['./a', './b', './c', './d', './e', './f']);
  });

  it('reports a circle as a path round it, and nothing outside circles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(graph).sort()).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
  });
});

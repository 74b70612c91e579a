// Finds import circles in the project's own code (`import-cycles.test.ts` keeps the web app and the
// API free of them). Every kind of import counts, type-only and lazy `import()` too: a circle
// through either still ties two modules together, so neither can be understood or moved alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const CODE = /\.tsx?$/;

/** Every module a file names: static imports and re-exports, `import()` and `import('…')` types. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The code file a path stands for, the way TypeScript and Vite find it ('./x.js' is x.ts). */
function codeFile(path: string): string | null {
  const bare = path.replace(/\.js$/, '');
  const candidates = [path, `${bare}.ts`, `${bare}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')];
  return candidates.find((candidate) => CODE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * Resolves `specifier` imported by `from`: relative paths, and aliases the way Vite reads them
 * (the name alone, or the name and a slash; the first that matches wins). Packages answer null.
 */
export function resolveImport(from: string, specifier: string, aliases: Record<string, string>): string | null {
  if (specifier.startsWith('.')) return codeFile(resolve(dirname(from), specifier));
  for (const [name, target] of Object.entries(aliases)) {
    if (specifier === name) return codeFile(target);
    if (specifier.startsWith(`${name}/`)) return codeFile(join(target, specifier.slice(name.length + 1)));
  }
  return null;
}

function codeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFilesUnder(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The import graph of the code files under `roots`: each file and the files of `roots` it imports. */
export function importGraph(roots: string[], aliases: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(codeFilesUnder)) {
    const targets = importedSpecifiers(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier, aliases))
      .filter((target): target is string => target !== null && roots.some((root) => !relative(root, target).startsWith('..')));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of a graph, one per tangle of modules that reach each other (Tarjan's strongly
 * connected components), each given as one path round it that starts and ends at the same module.
 */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const tangles: string[][] = [];

  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const tangle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      tangle.push(member);
    } while (member !== node);
    if (tangle.length > 1 || (graph.get(node) ?? []).includes(node)) tangles.push(tangle);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  return tangles.map((tangle) => pathRound(graph, new Set(tangle)));
}

/** A shortest path from a tangle's first module (by name) back to itself, inside the tangle. */
function pathRound(graph: Map<string, string[]>, tangle: Set<string>): string[] {
  const start = [...tangle].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!tangle.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

// Section 3a: the weight of the production build. Every chunk of web/dist/assets gzipped at
// level 9, and the home page's initial JavaScript: the entry script of web/dist/index.html and
// the modules it preloads (what the browser fetches before the app can start).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulators/stack.js';
import { APP_ENTRY, APP_MODULE } from '../web/src/app/shell/app-code-links.js';
import { kb, line, type Line } from './report.js';

const SECTION = 'Web weight';
export const INITIAL_JS_BUDGET_KB = 190;
const SHOWN_CHUNKS = 8;

export type Chunk = { file: string; bytes: number; gzip: number };

export function measureWebWeight(): { lines: Line[]; details: Record<string, unknown> } {
  const dist = join(ROOT, 'web', 'dist');
  const assets = join(dist, 'assets');
  const chunks: Chunk[] = readdirSync(assets)
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((file) => {
      const content = readFileSync(join(assets, file));
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const byFile = new Map(chunks.map((c) => [c.file, c]));

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fileOf = (src: string) => src.replace(/^.*\/assets\//, '');
  // The build names the entry and its preloads with inert links the shell's script starts (web/build/start-app-after-shell.ts).
  const entry = [...html.matchAll(new RegExp(`<link rel="${APP_ENTRY}" href="([^"]+)"`, 'g'))].map((m) => fileOf(m[1]!));
  const preloads = [...html.matchAll(new RegExp(`<link rel="${APP_MODULE}" href="([^"]+)"`, 'g'))].map((m) => fileOf(m[1]!));
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => fileOf(m[1]!));
  const initial = [...new Set([...entry, ...preloads])].map((f) => byFile.get(f) ?? { file: f, bytes: 0, gzip: 0 });
  const initialGzip = initial.reduce((s, c) => s + c.gzip, 0);
  const initialBytes = initial.reduce((s, c) => s + c.bytes, 0);
  const css = styles.map((f) => byFile.get(f)).filter((c): c is Chunk => !!c);

  const js = chunks.filter((c) => c.file.endsWith('.js'));
  const lines: Line[] = [
    line(
      SECTION,
      `Home page initial JS (entry + ${preloads.length} modulepreloads)`,
      `${kb(initialGzip)} gzip (${kb(initialBytes)} raw)${css.length ? `; CSS ${kb(css.reduce((s, c) => s + c.gzip, 0))} gzip` : ''}`,
      `≤ ${INITIAL_JS_BUDGET_KB} KB gzip`,
      initialGzip <= INITIAL_JS_BUDGET_KB * 1024,
      { gzipBytes: initialGzip, rawBytes: initialBytes, files: initial },
    ),
    line(SECTION, `All JS chunks (${js.length})`, `${kb(js.reduce((s, c) => s + c.gzip, 0))} gzip (${kb(js.reduce((s, c) => s + c.bytes, 0))} raw)`, '', null),
    ...chunks.slice(0, SHOWN_CHUNKS).map((c) => line(SECTION, `Chunk ${c.file}${initial.some((i) => i.file === c.file) ? ' (initial)' : ''}`, `${kb(c.gzip)} gzip (${kb(c.bytes)} raw)`, '', null)),
  ];
  if (chunks.length > SHOWN_CHUNKS) {
    const rest = chunks.slice(SHOWN_CHUNKS);
    lines.push(line(SECTION, `${rest.length} smaller chunks`, `${kb(rest.reduce((s, c) => s + c.gzip, 0))} gzip together, each ≤ ${kb(rest[0]!.gzip)} (all in the JSON)`, '', null));
  }
  return { lines, details: { initial: { entry, preloads, styles, gzipBytes: initialGzip, rawBytes: initialBytes }, chunks } };
}

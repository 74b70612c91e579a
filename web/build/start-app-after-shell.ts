import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { APP_ENTRY, APP_MODULE, SCREEN_MODULE, SCREENS_OF_MODULE } from '../src/app/shell/app-code-links.ts';
import { SCREENS } from './app-modules.ts';
import { ENTRY_SCRIPT, MODULE_PRELOAD } from './vite-html-tags.ts';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * Names the app's entry and its preloads with inert links (`app-entry`, `app-modulepreload`)
 * that the shell's script turns into the real ones once the shell has painted
 * (src/app/shell/start-app.ts), so the app's code does not share a phone's connection with the
 * first paint and the page's largest picture.
 *
 * It also names each screen's own chunks (`app-screen-modulepreload`, `SCREENS`), which the shell
 * starts with the app's code when someone is remembered on that screen (a category page, a
 * dashboard tab): they then arrive with the entry instead of one lazy step after another once it
 * has run (the dashboard's frame, the guard, the tab), and the router's own preloads find them
 * already asked for, instead of adding a dozen links in one of React's tasks.
 */
export function startAppAfterShell(screens: Record<string, string[]> = SCREENS): Plugin {
  return {
    name: 'start-app-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry module script for the shell to start');
        const links = context?.bundle ? screenLinks(context.bundle, screens) : '';
        return html
          .replace(ENTRY_SCRIPT, (_element, src: string) => `<link rel="${APP_ENTRY}" href="${src}">${links}`)
          .replace(MODULE_PRELOAD, (_element, href: string) => `<link rel="${APP_MODULE}" href="${href}">`);
      },
    },
  };
}

/**
 * One link per chunk of the screens, naming the screens (route patterns) that need it. A screen
 * inside a frame (`/dashboard/myProducts` in `/dashboard/*`) names only what the frame does not
 * already bring, so the page lists each chunk once.
 */
export function screenLinks(bundle: Bundle, screens: Record<string, string[]>): string {
  const patterns = Object.keys(screens);
  const chunksOf = new Map(patterns.map((pattern) => [pattern, screenChunks(bundle, screens[pattern]!)]));
  const framesOf = (pattern: string) => patterns.filter((frame) => frame !== pattern && frame.endsWith('/*') && (pattern + '/').startsWith(frame.slice(0, -1)));
  const needs = new Map<string, string[]>();
  for (const pattern of patterns) {
    const framed = new Set(framesOf(pattern).flatMap((frame) => chunksOf.get(frame)!));
    for (const href of chunksOf.get(pattern)!) if (!framed.has(href)) needs.set(href, [...(needs.get(href) ?? []), pattern]);
  }
  // A chunk every screen of a frame needs is named by the frame alone: a shorter page.
  const framed = (frame: string) => patterns.filter((pattern) => framesOf(pattern).includes(frame));
  for (const [href, needers] of needs) {
    for (const frame of patterns.filter((pattern) => pattern.endsWith('/*'))) {
      const inside = framed(frame);
      if (inside.length > 0 && inside.every((pattern) => needers.includes(pattern))) needs.set(href, [frame, ...needers.filter((pattern) => !inside.includes(pattern) && pattern !== frame)]);
    }
  }
  return [...needs].map(([href, needers]) => `<link rel="${SCREEN_MODULE}" ${SCREENS_OF_MODULE}="${needers.join(' ')}" href="${href}">`).join('');
}

/**
 * The addresses of the chunks a screen's modules need beyond what the entry already brings: the
 * chunks holding them and everything those import, minus the entry's own static closure. Fails
 * the build when a module is in no chunk (renamed or moved), so the list cannot silently empty.
 */
export function screenChunks(bundle: Bundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    start.forEach(visit);
    return seen;
  };
  const withEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const screen = modules.map((module) => {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
    if (!holder) throw new Error(`No chunk of the build holds ${module}: update SCREENS in build/app-modules.ts`);
    return holder;
  });
  return [...closure(screen)].filter((name) => !withEntry.has(name)).map((name) => `/${name}`);
}

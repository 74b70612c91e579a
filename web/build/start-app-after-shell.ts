import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { APP_ENTRY, APP_MODULE, CATALOG_MODULE } from '../src/app/shell/app-code-links.ts';
import { CATALOG_SCREEN } from './app-modules.ts';
import { ENTRY_SCRIPT, MODULE_PRELOAD } from './vite-html-tags.ts';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * Names the app's entry and its preloads with inert links (`app-entry`, `app-modulepreload`)
 * that the shell's script turns into the real ones once the shell has painted
 * (src/app/shell/start-app.ts), so the app's code does not share a phone's connection with the
 * first paint and the page's largest picture.
 *
 * It also names the category screen's own chunks (`app-catalog-modulepreload`), which the shell
 * starts with the app's code when someone is remembered on a category page: they then arrive
 * with the entry instead of after it has run and the router has asked for them, and the router's
 * own preloads find them already asked for, instead of adding a dozen links in one of React's
 * tasks.
 */
export function startAppAfterShell(): Plugin {
  return {
    name: 'start-app-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry module script for the shell to start');
        const catalog = context?.bundle ? screenChunks(context.bundle, CATALOG_SCREEN) : [];
        return html
          .replace(ENTRY_SCRIPT, (_element, src: string) => `<link rel="${APP_ENTRY}" href="${src}">${catalog.map((href) => `<link rel="${CATALOG_MODULE}" href="${href}">`).join('')}`)
          .replace(MODULE_PRELOAD, (_element, href: string) => `<link rel="${APP_MODULE}" href="${href}">`);
      },
    },
  };
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
    if (!holder) throw new Error(`No chunk of the build holds ${module}: update CATALOG_SCREEN in build/app-modules.ts`);
    return holder;
  });
  return [...closure(screen)].filter((name) => !withEntry.has(name)).map((name) => `/${name}`);
}

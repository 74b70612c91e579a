import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { aliases } from '../aliases.ts';
import { pureContractSchemas } from './pure-contract.ts';

/** Where index.html names the shell's module: `<script data-shell src="/src/app/shell/shell.ts"></script>`. */
export const SHELL_SCRIPT = /<script data-shell src="\/(src\/[^"]+\.ts)"><\/script>/;

/**
 * The shell's module (src/app/shell) bundled into one classic script, minified: the app's own
 * modules it reads (the remembered session, the kept answers, a list's key, the category heading,
 * a picture's sources) are the ones the app uses, not copies. Contract schemas it does not use
 * are dropped with zod, as in the app's build.
 */
export async function bundleShell(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, resolve: { alias: aliases }, plugins: [pureContractSchemas()], platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    // The script is written into the page: a "</script" inside it would end it early.
    if (/<\/script/i.test(code)) throw new Error(`${entry} bundles to a script containing "</script": it cannot be written into index.html`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** index.html with the shell's script bundled in, in place of the element that names its module. */
export async function withShellScriptInline(html: string): Promise<string> {
  const element = SHELL_SCRIPT.exec(html);
  if (!element) throw new Error('index.html names no shell script (<script data-shell src="/src/…">)');
  const code = await bundleShell(fileURLToPath(new URL(`../${element[1]}`, import.meta.url)));
  return html.replace(element[0], () => `<script>${code}</script>`);
}

/**
 * Writes the page's still shell into index.html as an inline script, in place of the element that
 * names its module, so it runs in the first frame, before the app's code has arrived (one request
 * more would be one round trip more on a phone). Runs before the other index.html transforms: the
 * shell's picture is written in after it, and the Content-Security-Policy check hashes the result.
 */
export function inlineShellScript(): Plugin {
  return {
    name: 'inline-shell-script',
    transformIndexHtml: { order: 'pre', handler: withShellScriptInline },
  };
}

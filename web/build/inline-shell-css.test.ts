// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineShellCss, SHELL_STYLESHEET, withShellCssInline } from './inline-shell-css';

type Hook = { handler: (html: string) => string };

const indexHtml = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');
const shellCss = readFileSync(fileURLToPath(new URL('../src/app/shell/shell.css', import.meta.url)), 'utf8');
const transform = (html: string) => (inlineShellCss().transformIndexHtml as Hook).handler(html);

describe("the still shell's styles", () => {
  it('are the shell’s own stylesheet, not rules copied into index.html', () => {
    expect(indexHtml).toMatch(SHELL_STYLESHEET);
    expect(indexHtml).not.toContain('.boot-');
    expect(shellCss).toMatch(/\.boot-bar \{/);
  });

  it('are written into the page as an inline style element, in place of the link', () => {
    const page = transform(indexHtml);
    expect(page).not.toMatch(SHELL_STYLESHEET);
    expect(page).not.toContain('shell.css');
    expect(page).toContain(`<style>\n${shellCss}</style>`);
  });

  it('fail the build when index.html names no shell stylesheet', () => {
    expect(() => withShellCssInline('<head></head>')).toThrow(/names no shell stylesheet/);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineShellScript, SHELL_SCRIPT } from './inline-shell-script';

type Hook = { handler: (html: string) => Promise<string> };

const indexHtml = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');
const transform = (html: string) => (inlineShellScript().transformIndexHtml as Hook).handler(html);

describe("the page's still shell in index.html", () => {
  it("is written into the page as one classic inline script, in place of the element that names its module", async () => {
    expect(indexHtml).toMatch(SHELL_SCRIPT);
    const page = await transform(indexHtml);
    expect(page).not.toMatch(SHELL_SCRIPT);
    expect(page).not.toMatch(/src="\/src\/app\/shell/);
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts.some((script) => script.includes('machinery.keptAnswers.v1') && script.includes('boot-bar'))).toBe(true);
  });

  it("holds only the app's small modules it reads: no zod, React or SWR, a few kilobytes", async () => {
    const page = await transform(indexHtml);
    const shell = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').find((script) => script.includes('boot-bar')) ?? '';
    // About 5.6 KB for the top bar and a kept category page, 2.7 KB more for the dashboard's tabs,
    // heading and opening sentences, 0.4 KB for the seller's card (My Products, Add Product) and
    // 0.2 KB for Account's Profile section, 1.0 KB for the list tabs' opening sentences (their largest paint).
    expect(shell.length).toBeLessThan(11_000);
    expect(shell).not.toMatch(/ZodError|react\.|useSWR|__vite/);
    // The contract's page size, as the list asks for it.
    expect(shell).toContain('limit:24');
  });

  it('fails the build when index.html names no shell', async () => {
    await expect(transform('<body><div id="root"></div></body>')).rejects.toThrow(/names no shell script/);
  });
});

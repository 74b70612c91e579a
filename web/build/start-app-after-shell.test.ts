import { describe, expect, it } from 'vitest';
import { APP_ENTRY, APP_MODULE } from '../src/app/shell/app-code-links';
import { startAppAfterShell } from './start-app-after-shell';

type Hook = { handler: (html: string) => string };
const transform = (html: string) => (startAppAfterShell().transformIndexHtml as Hook).handler(html);

const built =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-def.js"><link rel="modulepreload" crossorigin href="/assets/app-core-ghi.js"></head>';

describe("the built page's app code", () => {
  it("is named by inert links the shell's script starts, so nothing of it is fetched before the shell has painted", () => {
    const page = transform(built);
    expect(page).toBe(`<head><link rel="${APP_ENTRY}" href="/assets/index-abc.js"><link rel="${APP_MODULE}" href="/assets/react-def.js"><link rel="${APP_MODULE}" href="/assets/app-core-ghi.js"></head>`);
    expect(page).not.toMatch(/rel="modulepreload"|<script/);
  });

  it('fails the build when the page has no entry script to start', () => {
    expect(() => transform('<head></head>')).toThrow(/no entry module script/);
  });
});

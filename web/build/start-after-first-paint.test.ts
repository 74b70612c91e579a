import { describe, expect, it } from 'vitest';
import { preloadEntry } from './start-after-first-paint';

const page = (entry: string) => `<head>\n    <script type="module" crossorigin src="${entry}"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n</head>`;

describe("the build's start of the app after the first paint", () => {
  it("turns the entry's module script into a preload of the same file that the shell script finds by id", () => {
    const html = preloadEntry(page('/assets/index-Ab12.js'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js" id="app-entry">');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
  });

  it('fails the build when Vite wrote the entry differently', () => {
    expect(() => preloadEntry('<head><script type="module" src="/src/main.tsx"></script></head>')).toThrow(/no entry module script/);
  });
});

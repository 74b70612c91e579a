import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

type Hook = { handler: (...args: unknown[]) => unknown };

const html =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/app-core-xyz.css"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
const coreCss = '.button{display:inline-flex}';
const css = '.frame{display:flex}';

function build(stylesheet = css) {
  const plugin = inlineEntryCss();
  const bundle: Record<string, { type: 'asset'; source: string } | { type: 'chunk'; code: string }> = {
    'assets/app-core-xyz.css': { type: 'asset', source: coreCss },
    'assets/index-abc.css': { type: 'asset', source: stylesheet },
    'assets/product-card-def.js': { type: 'chunk', code: 'm.f=["assets/index-abc.js","assets/app-core-xyz.css","assets/index-abc.css","assets/product-card-def.css"]' },
  };
  const page = (plugin.transformIndexHtml as Hook).handler(html, { bundle });
  (plugin.generateBundle as Hook).handler({}, bundle);
  return { page, bundle };
}

describe('the first page’s stylesheets', () => {
  it('are written into index.html instead of linked, the entry’s and its chunks’, so the first paint waits for no stylesheet', () => {
    const { page } = build();

    expect(page).toContain(`<style>${coreCss}</style><style>${css}</style>`);
    expect(page).not.toContain('<link rel="stylesheet"');
  });

  it('are not fetched again by the lazily loaded chunks that list them; their own stylesheets still are', () => {
    const { bundle } = build();

    expect(bundle['assets/product-card-def.js']).toEqual({ type: 'chunk', code: 'm.f=["assets/index-abc.js","assets/index-abc.js","assets/index-abc.js","assets/product-card-def.css"]' });
  });

  it('stops the build when the CSS would end the style element early', () => {
    expect(() => build('a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});

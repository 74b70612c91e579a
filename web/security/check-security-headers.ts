import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { inlineScriptHashes } from './inline-scripts.ts';
import { EVERY_PATH, everyPathHeaders, securityHeaders, type HeaderRule } from './security-headers.ts';

/** The `hosting.headers` rules of a firebase.json file. */
export function hostingHeaderRules(firebaseJsonPath: string): HeaderRule[] {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

/**
 * What is wrong with the headers firebase.json sends for every path, given the index.html that
 * ships, or null when they are exactly `securityHeaders` with that page's inline-script hashes.
 * The message holds the rule to paste into firebase.json.
 */
export function securityHeadersProblem(rules: readonly HeaderRule[], indexHtml: string): string | null {
  const expected = securityHeaders(inlineScriptHashes(indexHtml));
  if (JSON.stringify(everyPathHeaders(rules)) === JSON.stringify(expected)) return null;
  return (
    `firebase.json's headers for "${EVERY_PATH}" are not the site's security headers for this index.html ` +
    `(an inline script changed, or the policy in web/security/security-headers.ts did). Put this rule first in hosting.headers:\n` +
    JSON.stringify({ source: EVERY_PATH, headers: expected }, null, 2)
  );
}

/**
 * Fails the build when the index.html it wrote has an inline script that firebase.json's
 * Content-Security-Policy does not allow by hash (the page would stay blank, or unstyled, in
 * production), or when the headers drifted from security-headers.ts in any other way.
 */
export function checkSecurityHeaders(): Plugin {
  let firebaseJson = '';
  return {
    name: 'check-security-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      firebaseJson = resolve(config.root, '..', 'firebase.json');
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('The build wrote no index.html to check the Content-Security-Policy against.');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const problem = securityHeadersProblem(hostingHeaderRules(firebaseJson), html);
      if (problem) this.error(problem);
    },
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { inlineScriptHashes } from '../security/inline-scripts.ts';
import { EVERY_PATH, everyPathHeaders, securityHeaders, type Header, type HeaderRule } from '../security/security-headers.ts';

const CSP = 'Content-Security-Policy';

/** The `hosting.headers` rules of a firebase.json file's text. */
export function hostingHeaderRules(firebaseJson: string): HeaderRule[] {
  const config = JSON.parse(firebaseJson) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

/**
 * What is wrong with the headers firebase.json sends for every path, given the index.html that
 * ships, or null when they are exactly `securityHeaders` with that page's inline-script hashes.
 * The message holds the rule firebase.json needs.
 */
export function securityHeadersProblem(rules: readonly HeaderRule[], indexHtml: string): string | null {
  const expected = securityHeaders(inlineScriptHashes(indexHtml));
  if (JSON.stringify(everyPathHeaders(rules)) === JSON.stringify(expected)) return null;
  return (
    `firebase.json's headers for "${EVERY_PATH}" are not the site's security headers for this index.html ` +
    `(an inline script changed, or the policy in web/security/security-headers.ts did). The rule hosting.headers must start with:\n` +
    JSON.stringify({ source: EVERY_PATH, headers: expected }, null, 2)
  );
}

/**
 * firebase.json's text with the Content-Security-Policy of its `**` rule made the one this
 * index.html needs (its inline scripts' hashes), every other byte as it was; the same text when
 * it already is. Null when more than that policy differs: such a change of the headers is made
 * by hand.
 */
export function withPolicyFor(firebaseJson: string, indexHtml: string): string | null {
  const rules = hostingHeaderRules(firebaseJson);
  const expected = securityHeaders(inlineScriptHashes(indexHtml));
  const actual = everyPathHeaders(rules);
  const others = (headers: Header[]) => JSON.stringify(headers.map((header) => (header.key === CSP ? { key: CSP } : header)));
  const current = actual.find((header) => header.key === CSP)?.value;
  const wanted = expected.find((header) => header.key === CSP)!.value;
  if (current === undefined || others(actual) !== others(expected)) return null;
  if (current === wanted) return firebaseJson;
  // The policy's text holds no character JSON escapes, so it stands in the file as JSON writes it.
  const written = JSON.stringify(current);
  if (firebaseJson.split(written).length !== 2) return null;
  const updated = firebaseJson.replace(written, () => JSON.stringify(wanted));
  return securityHeadersProblem(hostingHeaderRules(updated), indexHtml) === null ? updated : null;
}

/**
 * Keeps firebase.json's Content-Security-Policy allowing exactly the inline scripts of the
 * index.html the build wrote (an inline script it does not allow leaves the page blank in
 * production): when only their hashes (or the policy of security/security-headers.ts) changed,
 * the build writes the policy into firebase.json; nothing is written when it already matches.
 * Under CI (`CI` set) the build fails instead, since the tree it checks must already hold it. Any
 * other difference of the headers fails the build, naming the rule firebase.json needs.
 */
export function keepFirebaseHeaders(): Plugin {
  let firebaseJson = '';
  return {
    name: 'keep-firebase-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      firebaseJson = resolve(config.root, '..', 'firebase.json');
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('The build wrote no index.html to check the Content-Security-Policy against.');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const text = readFileSync(firebaseJson, 'utf8');
      const updated = withPolicyFor(text, html);
      if (updated === text) return;
      if (updated === null || process.env.CI) {
        const problem = securityHeadersProblem(hostingHeaderRules(text), html)!;
        return this.error(updated === null ? problem : `${problem}\n\`npm run build\` outside CI writes this Content-Security-Policy into firebase.json; commit it.`);
      }
      writeFileSync(firebaseJson, updated);
      this.warn(`firebase.json: the Content-Security-Policy now allows this index.html's inline scripts (commit it with the page's change).`);
    },
  };
}

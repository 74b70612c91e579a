// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hostingHeaderRules, securityHeadersProblem, withPolicyFor } from '../build/firebase-headers.ts';
import { withShellCssInline } from '../build/inline-shell-css.ts';
import { withShellPictureInline } from '../build/inline-shell-picture.ts';
import { withShellScriptInline } from '../build/inline-shell-script.ts';
import { inlineScriptHashes, inlineScripts, scriptHashSource } from './inline-scripts.ts';
import { everyPathHeaders, parsePolicy, securityHeaders, withEmulatorOrigins } from './security-headers.ts';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const firebaseJson = readFileSync(file('../../firebase.json'), 'utf8');
const rules = hostingHeaderRules(firebaseJson);
const headers = everyPathHeaders(rules);
const header = (key: string) => headers.find((candidate) => candidate.key === key)?.value;
const policy = parsePolicy(header('Content-Security-Policy') ?? '');
const directive = (name: string) => policy.get(name) ?? [];

/** index.html as the build ships it: the source with the shell's styles and script written in, then its picture. */
const shippedIndexHtml = withShellPictureInline(await withShellScriptInline(withShellCssInline(readFileSync(file('../index.html'), 'utf8'))), file('../public'));

describe('the security headers Hosting sends on every page', () => {
  it('firebase.json declares them for "**", before the caching rules', () => {
    expect(rules[0]?.source).toBe('**');
    expect(headers.map((h) => h.key)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy']);
  });

  it('no other site may frame the pages, sniff their types, or read more than the origin as referrer', () => {
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the camera, microphone, location, payments and other unused features are refused', () => {
    const refused = (header('Permissions-Policy') ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(refused).toContain(`${feature}=()`);
    expect(refused.every((entry) => entry.endsWith('=()'))).toBe(true);
  });

  it('the policy falls back to the site itself, and forbids plugins and a foreign <base>', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
  });

  it("scripts come only from the site, Google's sign-in loader and index.html's own inline scripts by hash: never 'unsafe-inline' or 'unsafe-eval'", () => {
    const scriptSources = directive('script-src');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy.has('script-src-elem')).toBe(false);
  });

  it('the hashes are exactly those of the inline scripts index.html ships with (theme and still shell)', () => {
    expect(inlineScripts(shippedIndexHtml)).toHaveLength(2);
    const hashes = directive('script-src').filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toEqual(inlineScriptHashes(shippedIndexHtml));
  });

  it('the network, frames and pictures are limited to the site, Firebase Auth, Cloud Storage and Google sign-in', () => {
    expect(directive('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firebasestorage.googleapis.com']);
    expect(directive('frame-src')).toEqual(['https://*.firebaseapp.com', 'https://accounts.google.com']);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://lh3.googleusercontent.com']);
  });

  it('production never allows a local address; the local stack adds only the emulators’ exact origins', () => {
    expect(header('Content-Security-Policy')).not.toMatch(/localhost|127\.0\.0\.1|http:/);

    const local = parsePolicy(everyPathHeaders(withEmulatorOrigins(rules, ['http://127.0.0.1:9099']))[0]?.value ?? '');
    expect(local.get('connect-src')).toEqual([...directive('connect-src'), 'http://127.0.0.1:9099']);
    expect(local.get('frame-src')).toEqual([...directive('frame-src'), 'http://127.0.0.1:9099']);
    expect(local.get('img-src')).toEqual([...directive('img-src'), 'http://127.0.0.1:9099']);
    expect(local.get('script-src')).toEqual(directive('script-src'));
    expect(everyPathHeaders(withEmulatorOrigins(rules, ['http://127.0.0.1:9099'])).slice(1)).toEqual(headers.slice(1));
  });

  it('firebase.json sends exactly the documented headers (security-headers.ts), so the build accepts it', () => {
    expect(headers).toEqual(securityHeaders(inlineScriptHashes(shippedIndexHtml)));
    expect(securityHeadersProblem(rules, shippedIndexHtml)).toBeNull();
  });

  it('the build refuses an index.html whose inline script the policy does not allow, naming the hash it needs', () => {
    const changed = shippedIndexHtml.replace('<div id="root"></div>', '<div id="root"></div><script>window.injected = true;</script>');

    const problem = securityHeadersProblem(rules, changed);

    expect(problem).toContain(scriptHashSource('window.injected = true;'));
    expect(problem).toContain('"source": "**"');
  });

  it('the build leaves firebase.json byte for byte as it is when it matches the page', () => {
    expect(withPolicyFor(firebaseJson, shippedIndexHtml)).toBe(firebaseJson);
  });

  it('the build writes only the new hashes into firebase.json when an inline script changed, and refuses other differences', () => {
    const changed = shippedIndexHtml.replace('<div id="root"></div>', '<div id="root"></div><script>window.injected = true;</script>');

    const updated = withPolicyFor(firebaseJson, changed);

    expect(updated).not.toBeNull();
    const changedLines = updated!.split('\n').filter((line, index) => line !== firebaseJson.split('\n')[index]);
    expect(changedLines).toHaveLength(1);
    expect(changedLines[0]).toContain(scriptHashSource('window.injected = true;'));
    expect(securityHeadersProblem(hostingHeaderRules(updated!), changed)).toBeNull();
    expect(withPolicyFor(firebaseJson.replace('"DENY"', '"SAMEORIGIN"'), shippedIndexHtml)).toBeNull();
  });

  it('a script with a src, or a data block, needs no hash; an inline module does', () => {
    const html = '<script src="/a.js"></script><script type="application/json">{}</script><script type="module">go()</script>';
    expect(inlineScripts(html)).toEqual(['go()']);
  });
});

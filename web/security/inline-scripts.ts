import { createHash } from 'node:crypto';

// Every <script> element with its attributes and body.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; a data block (application/json…) is never executed, so needs no allowance.
const RUNNABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

function typeOf(attributes: string): string {
  return /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
}

/** The bodies of the scripts written into the page itself (no `src`), exactly as they stand in it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(typeOf(attributes)))
    .map(([, , body = '']) => body);
}

/** The CSP source that allows one inline script: the SHA-256 of its exact text, in base64. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(scriptHashSource);
}

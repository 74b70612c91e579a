// The security headers of every page of the site, with the reason for each allowance.
// firebase.json sends them (it cannot hold comments); the build (build/firebase-headers.ts) writes
// the policy's inline-script hashes into it, and security-headers.test.ts fails when the two differ.
// No imports: the local-stack launcher uses `withEmulatorOrigins` from here as well.

export type Header = { key: string; value: string };
export type HeaderRule = { source?: string; regex?: string; headers: Header[] };

/** The firebase.json rule that carries them: every path the site answers. */
export const EVERY_PATH = '**';

type Directives = Record<string, readonly string[]>;

/**
 * The Content-Security-Policy, allowing only what the app loads in production. The inline
 * scripts of index.html are allowed one by one by their hashes (`contentSecurityPolicy`).
 */
const DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  // The app's own bundles, plus Google's API loader, which Firebase Auth fetches for the Google
  // sign-in popup. Never 'unsafe-inline' nor 'unsafe-eval': an injected script cannot run.
  'script-src': ["'self'", 'https://apis.google.com'],
  // Chakra UI (Emotion) and react-hot-toast write <style> elements while the app runs, and a
  // static host cannot give them a fresh nonce per response; index.html's shell CSS is inline
  // too. Styles cannot run code, and scripts stay limited as above.
  'style-src': ["'self'", "'unsafe-inline'"],
  // The site's pictures (seed, placeholders, uploads on the local stack); data: and blob:
  // addresses the page makes itself (the still shell's picture, the previews of a chosen picture
  // on Sign Up and Add Product); pictures uploaded to Cloud Storage; and the Google profile
  // picture shown as the avatar after Google sign-in.
  'img-src': ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://lh3.googleusercontent.com'],
  // The API (same origin, /api), Firebase Auth's REST endpoints (sign-in, token refresh) and
  // Cloud Storage uploads.
  'connect-src': ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firebasestorage.googleapis.com'],
  // Firebase Auth's helper frame on the project's auth domain (<project>.firebaseapp.com) and
  // Google's sign-in pages, for the Google popup. A custom auth domain must be added here.
  'frame-src': ['https://*.firebaseapp.com', 'https://accounts.google.com'],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  // No other site may frame this one (clickjacking); X-Frame-Options says the same to old browsers.
  'frame-ancestors': ["'none'"],
};

/** Browser features the marketplace never uses, refused to the page and to any frame in it. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export function formatPolicy(directives: Map<string, readonly string[]> | Directives): string {
  const entries = directives instanceof Map ? [...directives] : Object.entries(directives);
  return entries.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The policy with index.html's inline scripts allowed by their hashes ('sha256-…'). */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return formatPolicy({ ...DIRECTIVES, 'script-src': [...(DIRECTIVES['script-src'] ?? []), ...inlineScriptHashes] });
}

/** Every security header of every page, as firebase.json must send them for `**`. */
export function securityHeaders(inlineScriptHashes: readonly string[]): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(inlineScriptHashes) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Other sites learn the origin a visitor came from, never the page (product ids, e-mails in queries).
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  ];
}

/** The headers firebase.json declares for every path (none when the rule is missing). */
export function everyPathHeaders(rules: readonly HeaderRule[] | undefined): Header[] {
  return rules?.find((rule) => rule.source === EVERY_PATH)?.headers ?? [];
}

/**
 * The same rules for the local stack: the browser talks to the Auth emulator (and, under the full
 * suite, the Storage emulator) directly, so their exact origins (`http://127.0.0.1:9099`) are
 * allowed to be fetched from, framed (the Google popup's helper) and shown as pictures. Production's
 * policy in firebase.json never names a local address.
 */
export function withEmulatorOrigins(rules: readonly HeaderRule[], origins: readonly string[]): HeaderRule[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== 'content-security-policy') return header;
      const directives = parsePolicy(header.value);
      for (const name of ['connect-src', 'frame-src', 'img-src']) {
        directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...origins]);
      }
      return { ...header, value: formatPolicy(directives) };
    }),
  }));
}

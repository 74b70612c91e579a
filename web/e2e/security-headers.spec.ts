import { readFileSync } from 'node:fs';
import { everyPathHeaders, parsePolicy, type HeaderRule } from '../security/security-headers.js';
import { expect, test } from './support/test.js';

// What production Hosting sends for every path (firebase.json): the local stack serves the same,
// except that its policy also lets the browser reach the Auth and Storage emulators' exact origins.
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as { hosting: { headers: HeaderRule[] } };
const production = new Map(everyPathHeaders(firebaseJson.hosting.headers).map(({ key, value }) => [key.toLowerCase(), value]));
const EMULATOR_ORIGIN = /^http:\/\/127\.0\.0\.1:(9099|9199)$/;

/** The served policy's directives, less the emulators' origins the local stack adds. */
function withoutEmulatorOrigins(policy: string) {
  return new Map([...parsePolicy(policy)].map(([name, sources]) => [name, sources.filter((source) => !EMULATOR_ORIGIN.test(source))]));
}

for (const path of ['/', '/category/all', '/dashboard/myProducts']) {
  test(`${path} is served with the Content-Security-Policy and the other security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const policy = headers['content-security-policy'] ?? '';
    expect(withoutEmulatorOrigins(policy)).toEqual(parsePolicy(production.get('content-security-policy') ?? ''));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(parsePolicy(policy).get('script-src')).not.toContain("'unsafe-inline'");
    for (const key of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
      expect(headers[key], key).toBe(production.get(key));
    }
  });
}

test('a script injected into a page does not run: the policy refuses it', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse items by category' })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran";';
    document.body.append(script);
  });

  await expect.poll(() => cspViolations.length).toBe(1);
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  // The one refusal this journey asked for; any other still fails it.
  expect(cspViolations.splice(0)).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
});

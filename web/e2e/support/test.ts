import { test as base, expect } from '@playwright/test';

export { expect };

/** One refusal of the Content-Security-Policy, as the browser reports it. */
export type CspViolation = { directive: string; blocked: string; source: string; page: string };

declare global {
  interface Window {
    reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

/**
 * Every journey runs under the site's real Content-Security-Policy and fails if the browser
 * refused anything on any page of the test, so the policy can never silently break a screen.
 * Each page reports its `securitypolicyviolation` events through a binding, which outlives
 * navigations. A journey that provokes a refusal on purpose takes it out of `cspViolations`.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            page: location.href,
          });
        });
      });
      await use(violations);
      expect(violations, 'the Content-Security-Policy refused something').toEqual([]);
    },
    { auto: true },
  ],
});

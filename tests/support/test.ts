import { test as base, expect } from '@playwright/test';

/** The binding through which pages report the policy violations they see. */
const REPORT_BINDING = '__atelierCspViolation';

/**
 * Playwright's `test`, with one check added to every journey: no page of the browser context (popups
 * and frames included) ever breaks the server's content security policy. Each document listens for
 * `securitypolicyviolation` before any of its scripts runs, which also catches violations the page
 * swallows (zod v4 probing `new Function` inside a try: nothing in the console says so); Chromium's
 * console errors catch the rest (workers).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_BINDING, ({ frame }, report: string) => {
        violations.push(`${report} (on ${frame.url()})`);
      });
      await context.addInitScript((binding: string) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding];
            report?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
          },
          { capture: true },
        );
      }, REPORT_BINDING);
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one check added to every journey: the page never breaks the server's
 * content security policy (Chromium reports each violation as a console error).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, plus axe's best practices: what RGAA audits expect of every page. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails with a readable list when axe finds anything on the page as it stands. Axe runs in the page
 * itself (legacy mode: the same rules and results, half the time, since it skips the blank page the
 * default mode opens to merge frames' results); the application has no cross-origin frames to scan.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

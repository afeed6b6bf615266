import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, plus axe's best practices: what RGAA audits expect of every page. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails with a readable list when axe finds anything on the page as it stands, in the French run.
 * Axe runs in the page itself (legacy mode: the same rules and results, half the time, since it
 * skips the blank page the default mode opens to merge frames' results); the application has no
 * cross-origin frames to scan.
 * Only the violations come back whole: every rule still runs on every node, but the nodes that
 * passed are not each given a selector and sent over (12 MB for a quality report's form, whose scan
 * went from about 30 s to 12 s on a loaded machine, the same violations; sims.spec.ts, 2.2 min down
 * to 1.9 min). Pages of ordinary size gain little.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Scanned in the French run only: the English run shows the same elements, roles, contrast and
  // `lang` attributes with other words (both catalogs complete, checked by `npm test`): one scan of
  // each page is enough, and the journeys' scans take half the time. The English run checks its flow.
  if (test.info().project.name !== 'fr') return;
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS).setLegacyMode().analyze();
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

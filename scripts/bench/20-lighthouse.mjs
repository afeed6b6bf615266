// @ts-check
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

/** Lighthouse's performance and accessibility scores of the first page (mobile, simulated throttling). */
export default async function lighthouseScores(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(`${context.baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
    const figures = { performance: score(categories.performance), accessibility: score(categories.accessibility) };
    context.report(
      'lighthouse',
      figures,
      `Lighthouse (mobile, simulated throttling): performance ${figures.performance}, accessibility ${figures.accessibility}`,
    );
  } finally {
    chrome.kill();
  }
}

import type { TestInfo } from '@playwright/test';

export type Lang = 'en' | 'fr';

/** The interface language the browser of this project should get. */
export function langOf(testInfo: TestInfo): Lang {
  return testInfo.project.use.locale?.startsWith('fr') ? 'fr' : 'en';
}

/** Picks the expected text for the project's language. */
export function inLang(testInfo: TestInfo, texts: Record<Lang, string>): string {
  return texts[langOf(testInfo)];
}

import { describe, expect, it } from 'vitest';
import { detectLocale } from './i18n.ts';

describe('detectLocale', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-be', 'fr'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s gives %s', (browserLanguage, expected) => {
    expect(detectLocale(browserLanguage)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { detectLocale, initialLocale } from './i18n.ts';

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

describe('initialLocale', () => {
  const storing = (value: string | null) => ({ getItem: () => value });

  it('prefers the language the user chose with the switch', () => {
    expect(initialLocale(storing('fr'))).toBe('fr');
    expect(initialLocale(storing('en'))).toBe('en');
  });

  it('ignores a stored value that is not an interface language', () => {
    expect(initialLocale(storing('de'))).toBe(detectLocale());
    expect(initialLocale(storing(null))).toBe(detectLocale());
  });
});

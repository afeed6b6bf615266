import { describe, expect, it } from 'vitest';
import { activateFormats, detectLocale, i18n, initialLocale } from './i18n.ts';

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

describe('activateFormats', () => {
  const day = new Date(Date.UTC(2024, 2, 15, 12));
  // Formats need no message: an empty catalog keeps Lingui from warning.
  i18n.load({ en: {}, fr: {} });

  it('shows English dates day first, as the date fields expect them (en-GB, not en-US)', () => {
    activateFormats('en');
    expect(i18n.date(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 March 2024');
    expect(i18n.date(day, { dateStyle: 'short', timeZone: 'UTC' })).toBe('15/03/2024');
    expect(i18n.number(1234.5)).toBe('1,234.5');
  });

  it('shows French dates and numbers as in France', () => {
    activateFormats('fr');
    expect(i18n.date(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 mars 2024');
    expect(i18n.date(day, { dateStyle: 'short', timeZone: 'UTC' })).toBe('15/03/2024');
    expect(i18n.number(1234.5)).toBe('1\u202f234,5');
  });
});

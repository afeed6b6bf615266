import { describe, expect, it } from 'vitest';
import { matchesNormalizedQuery, normalizeForSearch } from './normalize-for-search.ts';

describe('normalizeForSearch', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Élément À Côté')).toBe('element a cote');
    expect(normalizeForSearch('ÉLÉMENT')).toBe(normalizeForSearch('element'));
  });

  it('spells ligatures out and equates apostrophes', () => {
    expect(normalizeForSearch('L’Œuvre d’Æsop')).toBe("l'oeuvre d'aesop");
    expect(normalizeForSearch('Straße')).toBe('strasse');
  });

  it('collapses and trims spaces, including non-breaking ones', () => {
    expect(normalizeForSearch('  Indice\u00a0des   prix ')).toBe('indice des prix');
  });

  it('keeps digits and punctuation that carry meaning', () => {
    expect(normalizeForSearch('NAF rév. 2, 2008')).toBe('naf rev. 2, 2008');
  });
});

describe('matchesNormalizedQuery', () => {
  const text = normalizeForSearch('Indice des prix à la consommation');

  it('matches every word in any order', () => {
    expect(matchesNormalizedQuery(text, normalizeForSearch('prix INDICE'))).toBe(true);
    expect(matchesNormalizedQuery(text, normalizeForSearch('consom'))).toBe(true);
  });

  it('fails when one word is missing', () => {
    expect(matchesNormalizedQuery(text, normalizeForSearch('indice production'))).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesNormalizedQuery(text, normalizeForSearch('   '))).toBe(true);
  });
});

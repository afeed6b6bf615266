import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { colour, moduleAccents, textBackgrounds, textColours, tintedPairs, uiColours } from './tokens.ts';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('design tokens', () => {
  it.each(textColours.flatMap((text) => textBackgrounds.map((background) => [text, background] as const)))(
    'text %s on %s reaches 4.5:1',
    (text, background) => {
      expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(tintedPairs)('text %s on %s reaches 4.5:1', (text, background) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiColours)('control colour %s reaches 3:1 on surface', (token) => {
    expect(contrastRatio(colour(token), colour('surface'))).toBeGreaterThanOrEqual(3);
  });

  it.each(moduleAccents)('module accent %s carries white text at 4.5:1', (_module, hex) => {
    expect(contrastRatio('#ffffff', hex)).toBeGreaterThanOrEqual(4.5);
  });
});

import tokens from '../../../tailwind.config.ts';

// The design tokens as data, for the Foundations page and the contrast tests: one source, the
// Tailwind configuration, so the page can never show values the classes do not use.

type Shades = Record<string, string>;
const colours = tokens.theme.extend.colors;

/** `{ surface: { DEFAULT, subtle } }` as `[['surface', '#fff'], ['surface-subtle', …]]`. */
function flatten(group: string, value: string | Shades): [string, string][] {
  if (typeof value === 'string') return [[group, value]];
  return Object.entries(value).map(([shade, hex]) => [shade === 'DEFAULT' ? group : `${group}-${shade}`, hex]);
}

export const colourTokens: ReadonlyMap<string, string> = new Map(
  Object.entries(colours).flatMap(([group, value]) => flatten(group, value)),
);

/** The colour of a token, such as `ink-muted`. */
export function colour(token: string): string {
  const hex = colourTokens.get(token);
  if (!hex) throw new Error(`No colour token ${token}`);
  return hex;
}

/** Colours used for text: each must reach 4.5:1 on the backgrounds text sits on (WCAG 1.4.3). */
export const textColours = ['ink', 'ink-muted', 'primary', 'primary-hover', 'danger', 'success', 'warning', 'info'] as const;
/** Backgrounds that carry text. */
export const textBackgrounds = ['surface', 'surface-subtle'] as const;
/** Colours of borders and indicators that identify a control or a state: 3:1 (WCAG 1.4.11). */
export const uiColours = ['line-strong', 'focus', 'primary', 'danger'] as const;
/** Tinted backgrounds with text of their tone on them (alerts, selected options, errors). */
export const tintedPairs = [
  ['ink', 'primary-soft'],
  ['primary', 'primary-soft'],
  ['ink', 'danger-soft'],
  ['danger', 'danger-soft'],
  ['ink', 'success-soft'],
  ['ink', 'warning-soft'],
  ['ink-muted', 'surface-sunken'],
  ['ink-inverse', 'primary'],
  ['ink-inverse', 'danger'],
] as const;

export const moduleAccents = Object.entries(colours.module);

export const radii = Object.entries(tokens.theme.extend.borderRadius);

import { expect, waitFor } from 'storybook/test';
import { contrastRatio } from '../Foundations/contrast.ts';

// Checks for the stories that run in forced colours (`parameters: { forcedColors: 'dark' | 'light' }`,
// see .storybook/forced-colors.ts): what the eye gets there, read from the computed colours, which
// are the forced ones.

/**
 * The parameters of a story in a forced-colours theme. axe's colour-contrast rule is off there, and
 * only there: in forced colours Chromium still reports the author's colour as the computed
 * `-webkit-text-fill-color`, which axe reads before `color`, so it measures colours that are not
 * drawn (it finds #1f4fa0 on black where white on black shows). `expectLegibleInForcedColors`
 * measures the drawn ones instead.
 */
export const forcedColorsParameters = (scheme: 'dark' | 'light') => ({
  forcedColors: scheme,
  a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
});

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, color.startsWith('rgba') ? a : 1];
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** A colour drawn over another: its alpha mixes them. */
const over = ([r, g, b, a]: Rgba, [r2, g2, b2]: Rgba): Rgba => [r * a + r2 * (1 - a), g * a + g2 * (1 - a), b * a + b2 * (1 - a), 1];

/** The colour a system colour keyword resolves to now. */
function systemColor(keyword: string): Rgba {
  const probe = document.createElement('span');
  probe.style.backgroundColor = keyword;
  document.body.append(probe);
  const color = parse(getComputedStyle(probe).backgroundColor);
  probe.remove();
  return color;
}

/** The colour seen behind an element: its background and its ancestors', over the canvas. */
function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parse(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), systemColor('Canvas'));
}

/**
 * Fails unless forced colours are on and the text of `element` reads at 4.5:1 against what is
 * drawn behind it: its own background where the element opts out of forcing
 * (`forced-color-adjust: none`), else the Canvas backplate Chromium paints behind forced text.
 * HighlightText left on that backplate is the fault this catches: one colour on the other.
 * Pass the element that sets the colour (a button, an option), not a child that inherits it:
 * Chromium reports CanvasText for such a child while it paints the inherited system colour.
 */
export async function expectLegibleInForcedColors(element: Element): Promise<void> {
  await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
  // Chromium may compute the author's colours for a moment after the theme is switched on (seen
  // once in a full run, the page shared with many stories): the drawn colours settle, then count.
  await waitFor(async () => {
    const style = getComputedStyle(element);
    const behind = style.forcedColorAdjust === 'none' ? backgroundBehind(element) : systemColor('Canvas');
    const text = over(parse(style.color), behind);
    await expect(contrastRatio(hex(text), hex(behind)), `text ${style.color} on ${hex(behind)}`).toBeGreaterThanOrEqual(4.5);
  });
}

/** Fails unless forced colours draw the two elements differently (a selected item from the others). */
export async function expectDistinctInForcedColors(selected: Element, other: Element, property: 'backgroundColor' | 'borderBottomColor'): Promise<void> {
  await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
  await expect(getComputedStyle(selected)[property]).not.toBe(getComputedStyle(other)[property]);
}

/**
 * Fails unless the element shows no bottom rule of its own: none, or one drawn in the colour behind
 * it. Forced colours turn a `transparent` rule into CanvasText, and every unselected tab would look
 * underlined like the selected one.
 */
export async function expectNoRuleInForcedColors(element: Element): Promise<void> {
  await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
  const style = getComputedStyle(element);
  if (Number.parseFloat(style.borderBottomWidth) === 0) return;
  await expect(hex(parse(style.borderBottomColor))).toBe(hex(backgroundBehind(element)));
}

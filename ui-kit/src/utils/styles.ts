import { composeRenderProps } from 'react-aria-components';
import { tv } from './variants.ts';

// Variants without tailwind-merge (20 kB less on every page): they are written so that their classes
// never compete, and a caller's className adds layout (margins, widths), it does not restyle.

/**
 * The focus indicator of every interactive element: a 3 px outline two pixels away, visible on any
 * background (WCAG 2.2 2.4.7 and 2.4.13), the system highlight colour in forced-colours mode.
 */
export const focusRing = tv({
  base: 'outline-offset-2 outline-focus forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-none',
      true: 'outline-3 outline-solid',
    },
  },
});

/**
 * A selected, current or focused item in forced-colours mode (Windows contrast themes), drawn as
 * the system draws its own: HighlightText on Highlight. `forced-color-adjust: none` is what makes it
 * legible: without it Chromium paints a Canvas backplate behind the text, and HighlightText on Canvas
 * is one colour in both the dark and the light themes (an empty block). That property is inherited,
 * so every colour inside must be a system colour or inherit the item's.
 */
export const forcedHighlight = 'forced-colors:forced-color-adjust-none forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]';

/** Appends a caller's className (string or render function) to the component's own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((values: T) => string) | undefined,
  tailwind: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (given) => (given ? `${tailwind} ${given}` : tailwind));
}

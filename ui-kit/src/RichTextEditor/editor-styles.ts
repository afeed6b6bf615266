import { tv } from '../utils/variants.ts';
import { richTextStyles } from '../RichText/rich-text-html.ts';
import { focusRing, forcedHighlight } from '../utils/styles.ts';

/** A button of the editor's toolbar: 36 px square, filled while its format applies. */
export const toolButtonStyles = tv({
  extend: focusRing,
  base: 'flex size-9 items-center justify-center rounded-control border border-transparent text-ink transition-colors duration-quick hover:bg-surface-sunken forced-colors:text-[ButtonText]',
  variants: {
    isSelected: {
      true: `border-primary bg-primary-soft text-primary forced-colors:border-[Highlight] ${forcedHighlight}`,
    },
    isDisabled: { true: 'cursor-not-allowed text-ink-muted hover:bg-transparent forced-colors:text-[GrayText]' },
  },
});

/** The editable area: the rich-text typography, room for a few lines. */
export const editableStyles = `min-h-32 px-3 py-2 outline-none ${richTextStyles}`;

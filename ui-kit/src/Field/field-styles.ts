import { tv } from '../utils/variants.ts';
import { forcedHighlight } from '../utils/styles.ts';

// One look for every control of the kit, so that a form reads as one thing.

/** The column of a field: label, control, description, error. */
export const fieldStyles = tv({ base: 'flex min-w-0 flex-col gap-1' });

/**
 * The box of a text-like control (input, text area, date segments, select trigger). Focus shows on
 * any focus, not only keyboard focus: someone typing must see where the text goes. An error is
 * drawn by a thicker border here and said in words by the error message below. Border and
 * background come from one compound variant per state, so that no two classes compete.
 */
export const inputStyles = tv({
  base: [
    'min-h-10 w-full min-w-0 rounded-control border text-base text-ink',
    'outline-offset-2 outline-focus placeholder:text-ink-muted transition-colors duration-quick',
    'forced-colors:bg-[Field] forced-colors:text-[FieldText] forced-colors:outline-[Highlight]',
  ],
  variants: {
    /** A box around several parts (stepper buttons, a toolbar): its parts bring their own padding. */
    isGroup: { true: '', false: 'px-3 py-2' },
    isFocused: { true: 'outline-3 outline-solid', false: 'outline-none' },
    isInvalid: { true: '', false: '' },
    isDisabled: {
      true: 'cursor-not-allowed border-line bg-surface-sunken text-ink-muted forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
      false: '',
    },
    isReadOnly: { true: 'border-dashed', false: '' },
  },
  compoundVariants: [
    {
      isDisabled: false,
      isInvalid: true,
      class: 'border-danger bg-surface shadow-[inset_0_0_0_1px_var(--color-danger)] forced-colors:border-[Mark]',
    },
    { isDisabled: false, isInvalid: false, isReadOnly: true, class: 'border-line-strong bg-surface-subtle forced-colors:border-[ButtonBorder]' },
    { isDisabled: false, isInvalid: false, isReadOnly: false, class: 'border-line-strong bg-surface forced-colors:border-[ButtonBorder]' },
  ],
  defaultVariants: { isGroup: false, isFocused: false, isInvalid: false, isDisabled: false, isReadOnly: false },
});

/** The class of a react-aria Group or DateInput drawn as one input box, from its render props. */
export function boxStyles(options: { isReadOnly?: boolean; isGroup?: boolean; className?: string }) {
  return (state: { isFocusWithin: boolean; isInvalid: boolean; isDisabled: boolean }) =>
    inputStyles({ isFocused: state.isFocusWithin, isInvalid: state.isInvalid, isDisabled: state.isDisabled, ...options });
}

/** Small square controls drawn by the kit: checkbox box, radio dot. One border colour per state. */
export const markStyles = tv({
  base: [
    'flex shrink-0 items-center justify-center border-2 transition-colors duration-quick',
    'outline-offset-2 outline-focus forced-colors:outline-[Highlight]',
  ],
  variants: {
    isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' },
    isSelected: {
      true: `bg-primary text-ink-inverse ${forcedHighlight}`,
      // Forced colours turn `transparent` into CanvasText: the mark of an unticked box is drawn in
      // the box's own colour there, or every box would look ticked.
      false: 'bg-surface text-transparent forced-colors:bg-[Field] forced-colors:text-[Field]',
    },
    isInvalid: { true: '', false: '' },
    isDisabled: { true: 'border-line opacity-60 forced-colors:border-[GrayText]', false: '' },
  },
  compoundVariants: [
    { isDisabled: false, isInvalid: true, class: 'border-danger forced-colors:border-[Mark]' },
    { isDisabled: false, isInvalid: false, isSelected: true, class: 'border-primary forced-colors:border-[Highlight]' },
    { isDisabled: false, isInvalid: false, isSelected: false, class: 'border-line-strong forced-colors:border-[ButtonBorder]' },
  ],
  defaultVariants: { isFocusVisible: false, isSelected: false, isInvalid: false, isDisabled: false },
});

/** The text beside a checkbox, radio or switch: the whole line is the target (≥ 24 px high). */
export const choiceStyles = tv({
  base: 'group flex min-h-6 cursor-pointer items-start gap-2 py-0.5 text-base text-ink forced-colors:text-[CanvasText]',
  variants: {
    isDisabled: { true: 'cursor-not-allowed text-ink-muted forced-colors:text-[GrayText]' },
  },
});

/** An error under a control: bold, red, and introduced by an icon and the word "Error". */
export const errorTextStyles = 'flex items-start gap-1.5 text-sm font-semibold text-danger forced-colors:text-[CanvasText]';

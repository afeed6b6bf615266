import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { Button as AriaButton, Input, Label, SearchField, Text } from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { focusRing } from '../utils/styles.ts';

// A text field shows its focus however it was reached, as browsers do for inputs.
const boxStyles = tv({
  base: [
    'flex min-h-10 w-full items-center gap-2 rounded-control border px-3',
    'outline-offset-2 outline-focus focus-within:outline-3 focus-within:outline-solid',
    'forced-colors:bg-[Field] forced-colors:outline-[Highlight]',
  ],
  variants: {
    isDisabled: {
      true: 'cursor-not-allowed border-line bg-surface-sunken text-ink-muted forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
      false: 'border-line-strong bg-surface text-ink forced-colors:border-[ButtonBorder] forced-colors:text-[FieldText]',
    },
  },
  defaultVariants: { isDisabled: false },
});

const clearStyles = tv({
  extend: focusRing,
  base: 'cursor-pointer rounded-sm p-1 text-ink-muted hover:text-ink forced-colors:text-[ButtonText]',
});

export interface SearchBoxProps {
  /** Names the search. Defaults to "Search". */
  label?: string;
  /** Help under the field: what the search matches. */
  description?: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field: searches at once. Given, Enter never submits the form the search sits in. */
  onSubmit?: (value: string) => void;
  isDisabled?: boolean;
  /** Ids of further help (errors of the control the search belongs to). */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The search field of every list: a magnifier, the text, a button that clears it (Escape does too).
 * The host filters, here or on the server.
 */
export function SearchBox({ label, description, value, onChange, onSubmit, isDisabled, className, ...aria }: SearchBoxProps) {
  const { t } = useLingui();
  return (
    <SearchField
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      isDisabled={isDisabled}
      aria-describedby={aria['aria-describedby']}
      className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}
    >
      <Label className="text-sm font-semibold text-ink forced-colors:text-[CanvasText]">{label ?? t`Search`}</Label>
      <div className={boxStyles({ isDisabled: Boolean(isDisabled) })}>
        <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted forced-colors:text-[FieldText]" />
        <Input className="min-w-0 flex-1 bg-transparent py-2 outline-none disabled:cursor-not-allowed [&::-webkit-search-cancel-button]:hidden" />
        {value !== '' && (
          <AriaButton aria-label={t`Clear the search`} className={({ isFocusVisible }) => clearStyles({ isFocusVisible })}>
            <X aria-hidden="true" className="size-4" />
          </AriaButton>
        )}
      </div>
      {description && (
        <Text slot="description" className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
          {description}
        </Text>
      )}
    </SearchField>
  );
}

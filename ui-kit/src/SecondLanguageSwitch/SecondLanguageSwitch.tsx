import { useLingui } from '@lingui/react/macro';
import { Switch } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../utils/styles.ts';

const trackStyles = tv({
  extend: focusRing,
  base: [
    'flex h-6 w-11 shrink-0 items-center rounded-full border-2 px-0.5 transition-colors duration-quick',
    'forced-colors:border-[ButtonText]',
  ],
  variants: {
    isSelected: {
      false: 'border-line-strong bg-surface-sunken',
      true: 'border-primary bg-primary forced-colors:bg-[Highlight]',
    },
  },
});

const thumbStyles = tv({
  base: 'size-4 rounded-full transition-transform duration-quick forced-colors:bg-[ButtonText]',
  variants: {
    isSelected: {
      false: 'bg-ink-muted',
      true: 'translate-x-5 bg-surface forced-colors:bg-[HighlightText]',
    },
  },
});

export interface SecondLanguageSwitchProps {
  /** Whether values in the second data language are shown; the application keeps this state. */
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  className?: string;
}

/**
 * "Display second language": the switch of view pages that shows the values of the second data
 * language beside the first. Bind it to the state that feeds `DataLanguagesProvider`.
 */
export function SecondLanguageSwitch({ isSelected, onChange, className }: SecondLanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      className={`group inline-flex cursor-pointer items-center gap-3 ${className ?? ''}`}
    >
      {({ isSelected: selected, isFocusVisible }) => (
        <>
          <span className={trackStyles({ isSelected: selected, isFocusVisible })}>
            <span className={thumbStyles({ isSelected: selected })} />
          </span>
          {t`Display second language`}
        </>
      )}
    </Switch>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { focusRing } from '../utils/styles.ts';

export interface LanguageOption<L extends string> {
  value: L;
  /** The language's own name ("English", "Français"), read in that language. */
  label: string;
}

export interface LanguageSwitchProps<L extends string> {
  value: L;
  options: LanguageOption<L>[];
  onChange: (value: L) => void;
}

/**
 * Chooses the interface language. Each choice is written and announced in its own language
 * (RGAA 8.7), and the current one is pressed.
 */
export function LanguageSwitch<L extends string>({ value, options, onChange }: LanguageSwitchProps<L>) {
  const { t } = useLingui();
  const select = (keys: Set<Key>) => {
    const [chosen] = keys;
    const option = options.find((o) => o.value === chosen);
    if (option) onChange(option.value);
  };
  return (
    <ToggleButtonGroup
      aria-label={t`Interface language`}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={select}
      className="inline-flex rounded-control border border-line-strong"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          id={option.value}
          lang={option.value}
          className={(renderProps) =>
            focusRing({
              ...renderProps,
              className: `min-h-8 px-3 text-sm font-semibold first:rounded-l-control last:rounded-r-control ${
                renderProps.isSelected
                  ? 'bg-primary text-ink-inverse forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]'
                  : 'bg-surface text-primary hover:bg-primary-soft'
              }`,
            })
          }
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

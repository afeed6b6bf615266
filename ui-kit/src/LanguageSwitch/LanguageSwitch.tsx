import { useLingui } from '@lingui/react/macro';
import { nativeFocusRingClassName } from '../utils/native-controls.tsx';
import { forcedHighlight } from '../utils/styles.ts';

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
 * Chooses the interface language: one button per language, each written and announced in its own
 * language (RGAA 8.7), the current one marked as such. Buttons rather than radios, so that moving
 * through the choices never changes the language (WCAG 3.2.2): only pressing one does.
 */
export function LanguageSwitch<L extends string>({ value, options, onChange }: LanguageSwitchProps<L>) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Interface language`} className="inline-flex rounded-control border border-line-strong">
      {options.map((option) => {
        const isCurrent = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            lang={option.value}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => !isCurrent && onChange(option.value)}
            className={`min-h-8 cursor-pointer px-3 text-sm font-semibold first:rounded-l-control last:rounded-r-control ${nativeFocusRingClassName} ${
              isCurrent ? `bg-primary text-ink-inverse ${forcedHighlight}` : 'bg-surface text-primary hover:bg-primary-soft'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

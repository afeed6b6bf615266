import { useLingui } from '@lingui/react/macro';
import { Switch } from '../Switch/Switch.tsx';

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
  return <Switch label={t`Display second language`} isSelected={isSelected} onChange={onChange} className={className} />;
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DataLanguagesProvider } from '@atelier/ui-kit';

/** Where the choice is remembered (stories set it to start from a known state). */
export const SECOND_LANGUAGE_STORAGE_KEY = 'atelier.showSecondLanguage';

interface SecondLanguage {
  /** Whether views show the second data language beside the first. Off by default. */
  isShown: boolean;
  setShown: (isShown: boolean) => void;
}

const SecondLanguageContext = createContext<SecondLanguage | null>(null);

/**
 * The "display second language" state of every view, remembered across visits, handed with the data
 * languages of the deployment to the kit's bilingual views.
 */
export function SecondLanguageProvider({
  lg1 = 'fr',
  lg2 = 'en',
  children,
}: {
  lg1?: string;
  lg2?: string;
  children: ReactNode;
}) {
  const [isShown, setState] = useState(() => globalThis.localStorage?.getItem(SECOND_LANGUAGE_STORAGE_KEY) === 'true');
  const setShown = useCallback((next: boolean) => {
    localStorage.setItem(SECOND_LANGUAGE_STORAGE_KEY, String(next));
    setState(next);
  }, []);
  const value = useMemo(() => ({ isShown, setShown }), [isShown, setShown]);
  return (
    <SecondLanguageContext.Provider value={value}>
      <DataLanguagesProvider lg1={lg1} lg2={lg2} showSecondLanguage={isShown}>
        {children}
      </DataLanguagesProvider>
    </SecondLanguageContext.Provider>
  );
}

export function useSecondLanguage(): SecondLanguage {
  const value = useContext(SecondLanguageContext);
  if (!value) throw new Error('useSecondLanguage needs a SecondLanguageProvider');
  return value;
}

import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The languages of the records' data, and whether view pages show the second one. */
export interface DataLanguages {
  /** The first data language, for example `fr`. */
  lg1: string;
  /** The second data language, for example `en`. */
  lg2: string;
  /** Whether view pages show values in the second language too. Off by default. */
  showSecondLanguage: boolean;
}

// The product's defaults (French first, English second, second language hidden), for pages shown
// outside a provider such as isolated stories.
const DataLanguagesContext = createContext<DataLanguages>({ lg1: 'fr', lg2: 'en', showSecondLanguage: false });

export interface DataLanguagesProviderProps extends DataLanguages {
  children: ReactNode;
}

/**
 * Gives every view below it the data languages and the "display second language" state, which the
 * application keeps (from its configuration and its own state), so that no page passes them down.
 */
export function DataLanguagesProvider({ lg1, lg2, showSecondLanguage, children }: DataLanguagesProviderProps) {
  const value = useMemo(() => ({ lg1, lg2, showSecondLanguage }), [lg1, lg2, showSecondLanguage]);
  return <DataLanguagesContext.Provider value={value}>{children}</DataLanguagesContext.Provider>;
}

/** The data languages of the nearest `DataLanguagesProvider`. */
export function useDataLanguages(): DataLanguages {
  return useContext(DataLanguagesContext);
}

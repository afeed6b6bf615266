import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { languageNamer, useLanguageName } from './language-name.ts';

describe('language names', () => {
  it('names a language in the locale, and a code it does not know by itself', () => {
    expect(languageNamer('en')('fr')).toBe('French');
    expect(languageNamer('fr')('en')).toBe('anglais');
    expect(languageNamer('fr')('not a code')).toBe('not a code');
  });

  it('builds one namer per locale', () => {
    expect(languageNamer('fr')).toBe(languageNamer('fr'));
    expect(languageNamer('fr')).not.toBe(languageNamer('en'));
  });

  it('follows the interface language, keeping the same function while it stays', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {}, fr: {} } });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result, rerender } = renderHook(() => useLanguageName(), { wrapper });
    const first = result.current;
    expect(first('fr')).toBe('French');
    rerender();
    expect(result.current).toBe(first);
    act(() => i18n.activate('fr'));
    expect(result.current('en')).toBe('anglais');
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  const sizes = [1, 700, 2560, 2.5 * 1024 * 1024, 40 * 1024 ** 3];
  const inLocale = (locale: string) => {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } });
    return sizes.map((bytes) => formatFileSize(i18n, bytes).replace(/\u202f|\u00a0/g, ' '));
  };

  it('says bytes in words and larger sizes in short units, in English', () => {
    expect(inLocale('en')).toEqual(['1 byte', '700 bytes', '2.5 kB', '2.5 MB', '40 GB']);
  });

  it('and in French', () => {
    expect(inLocale('fr')).toEqual(['1 octet', '700 octets', '2,5 ko', '2,5 Mo', '40 Go']);
  });
});

import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size for people, in `i18n`'s language: 700 bytes, 2.5 MB in English; 700 octets, 2,5 Mo in French. */
export function formatFileSize(i18n: I18n, bytes: number): string {
  const exponent = Math.min(Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)), sizeUnits.length - 1);
  // Bytes in words: their short form is "700 byte" in English.
  const unitDisplay = exponent === 0 ? 'long' : 'short';
  return i18n.number(bytes / 1024 ** exponent, { style: 'unit', unit: sizeUnits[exponent], unitDisplay, maximumFractionDigits: 1 });
}

/** `formatFileSize` in the interface's language. */
export function useFileSizeFormat(): (bytes: number) => string {
  const { i18n } = useLingui();
  return (bytes) => formatFileSize(i18n, bytes);
}

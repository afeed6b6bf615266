import { useLingui } from '@lingui/react/macro';

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size for people, in the interface's language: 2,5 Mo in French, 2.5 MB in English. */
export function useFileSizeFormat(): (bytes: number) => string {
  const { i18n } = useLingui();
  return (bytes) => {
    const exponent = Math.min(Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)), sizeUnits.length - 1);
    return i18n.number(bytes / 1024 ** exponent, { style: 'unit', unit: sizeUnits[exponent], maximumFractionDigits: 1 });
  };
}

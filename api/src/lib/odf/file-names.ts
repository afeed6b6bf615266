// The names exported files are saved under: a record's label in camel case, in Unicode and in
// ASCII, and the `Content-Disposition` header that carries both.

const LONGEST_NAME = 100;
const SPECIAL_LETTERS: Record<string, string> = { œ: 'oe', Œ: 'Oe', æ: 'ae', Æ: 'Ae', ß: 'ss', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L' };

export interface FileNames {
  ascii: string;
  unicode: string;
}

/**
 * A label in camel case ("Rapport qualité : Enquête emploi" → RapportQualitéEnquêteEmploi), and its
 * ASCII form for clients that read only `filename` (RapportQualiteEnqueteEmploi); `fallback` when
 * the label has no letter or digit (it should be ASCII).
 */
export function camelFileNames(label: string, fallback: string): FileNames {
  const camel = (value: string) =>
    value
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word.charAt(0).toLocaleUpperCase('fr') + word.slice(1))
      .join('');
  const unicode = camel(label.normalize('NFC')).slice(0, LONGEST_NAME);
  const ascii = camel(
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[œŒæÆßøØđĐłŁ]/g, (letter) => SPECIAL_LETTERS[letter] ?? ''),
  )
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, LONGEST_NAME);
  return { ascii: ascii || fallback, unicode: unicode || ascii || fallback };
}

/** Both names with a prefix (an identifier, ASCII) before them. */
export function prefixed(prefix: string, names: FileNames): FileNames {
  return { ascii: `${prefix}${names.ascii}`, unicode: `${prefix}${names.unicode}` };
}

/** `attachment` with the ASCII name, and the real one in RFC 5987 form (`filename*`), which clients read first. */
export function contentDisposition({ ascii, unicode }: FileNames, extension: string): string {
  const encoded = encodeURIComponent(`${unicode}.${extension}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}

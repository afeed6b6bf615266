// Letters that Unicode does not decompose into a base letter plus accents, written as people type them.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * The one matching rule of every search box: case, accents and ligatures do not count, typographic
 * apostrophes equal straight ones, and runs of spaces count as one. The server can apply the same
 * function, so a list filtered in the browser and one filtered by the API agree.
 *
 * `normalizeForSearch('  L’Œuvre  Été ')` is `"l'oeuvre ete"`.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[‘’ʼ]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a text matches a query: every word of the query appears somewhere in the text, in any
 * order. Pass texts and queries already through `normalizeForSearch`.
 */
export function matchesNormalizedQuery(normalizedText: string, normalizedQuery: string): boolean {
  if (normalizedQuery === '') return true;
  return normalizedQuery.split(' ').every((word) => normalizedText.includes(word));
}

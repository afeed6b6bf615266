// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The French style sheet's rules that a program can check (app/src/locales/StyleFr.mdx), on every
// message of the French catalogs: what a reader would otherwise find one screen at a time.

const FRENCH = new URL('../app/src/locales/fr/', import.meta.url);

/** Each message of a PO catalog: its id and its translation, multi-line strings joined. */
export function poMessages(text: string): { id: string; translation: string }[] {
  const strings = (block: string) => [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  return [...text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((match) => ({ id: strings(match[1]!), translation: strings(match[2]!) }))
    .filter((message) => message.id !== '');
}

/** The words the style sheet replaces, and the one to write. */
const BANNED: { word: RegExp; write: string }[] = [
  { word: /\bsauvegard\p{L}*/iu, write: '« enregistrer »' },
  // "Enregistrement en cours" is the act of saving, which the sheet keeps.
  { word: /\benregistrements?\b(?! en cours)/i, write: '« élément » or the kind’s noun' },
  { word: /\bfiches?\b/i, write: '« élément » or the kind’s noun' },
];

/** A four-digit number that is a year (« l’année 2024 », « par exemple 2024 », « les années 1 et 9999 »). */
const YEAR_BEFORE = /(?:\ban|années?|exemple)\s+(?:\S+\s+){0,2}$/i;

/** What breaks the French style sheet in one translated message: an empty list when nothing does. */
export function frenchCopyProblems(message: string): string[] {
  // Placeholders ({name}), tags (<0>…</0>) and addresses (https://, mailto:) are not prose.
  const prose = message
    .replace(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, 'X')
    .replace(/<\/?\d+>/g, '')
    .replace(/\b(?:https?|mailto):(?:\/\/)?/g, '');
  const problems: string[] = [];
  for (const match of prose.matchAll(/(\S)([:;?!])(?=\s|$)/g)) problems.push(`no space before « ${match[2]} » after « ${match[1]} »`);
  // A number standing alone: not part of a name (rapport_2024.pdf) nor the last group of « 10 000 ».
  for (const match of prose.matchAll(/(?<![\w\-./])(?<!\d[\u00a0\u202f ])\d{4,}(?![\w-])/g)) {
    const isYear = match[0].length === 4 && YEAR_BEFORE.test(prose.slice(0, match.index));
    if (!isYear) problems.push(`${match[0]}: digits grouped by three with a narrow no-break space (« 10 000 »)`);
  }
  for (const { word, write } of BANNED) {
    const found = word.exec(prose);
    if (found) problems.push(`« ${found[0]} »: write ${write}`);
  }
  if (/'/.test(prose)) problems.push('a straight apostrophe: write « ’ »');
  return problems;
}

describe('the French style sheet’s rules', () => {
  it('find each kind of fault, and pass a message that follows them', () => {
    expect(frenchCopyProblems('Erreur: le champ est vide')).toEqual(['no space before « : » after « r »']);
    expect(frenchCopyProblems('Quitter ? Vraiment!')).toEqual(['no space before « ! » after « t »']);
    expect(frenchCopyProblems('Un nom a au plus 1000 caractères.')).toHaveLength(1);
    expect(frenchCopyProblems('0 / 100000')).toHaveLength(1);
    expect(frenchCopyProblems('Sauvegarder')).toEqual(['« Sauvegarder »: write « enregistrer »']);
    expect(frenchCopyProblems('Aucun enregistrement ne l’utilise.')).toHaveLength(1);
    expect(frenchCopyProblems('Aucune fiche ne correspond')).toHaveLength(1);
    expect(frenchCopyProblems('Il n\'existe pas')).toEqual(['a straight apostrophe: write « ’ »']);

    expect(frenchCopyProblems('Erreur : le champ « {name} » est vide ; voyez <0>l’aide</0> ?')).toEqual([]);
    expect(frenchCopyProblems('Un nom a au plus 1\u202f000 caractères.')).toEqual([]);
    expect(frenchCopyProblems('L’année qu’elle couvre, par exemple 2024.')).toEqual([]);
    expect(frenchCopyProblems('{name} : une date entre les années 1 et 9999.')).toEqual([]);
    expect(frenchCopyProblems('Commence par https://, http:// ou mailto:')).toEqual([]);
    expect(frenchCopyProblems('Enregistrement en cours')).toEqual([]);
    expect(frenchCopyProblems('{count, plural, one {# élément} other {# éléments}} : {list}')).toEqual([]);
  });

  it('hold for every message of the French catalogs', () => {
    const faults = readdirSync(FRENCH)
      .filter((file) => file.endsWith('.po'))
      .flatMap((file) =>
        poMessages(readFileSync(new URL(file, FRENCH), 'utf8')).flatMap(({ id, translation }) =>
          frenchCopyProblems(translation).map((problem) => `${file} « ${translation} » (${id}): ${problem}`),
        ),
      );
    expect(faults).toEqual([]);
  });
});

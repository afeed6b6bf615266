import type { SimsTargetKind, ValidationState } from '@atelier/contracts';
import { formatDay, languageName } from '../../../../lib/odf/words.ts';

// The words an exported report writes itself (its data comes in the report's own languages): in
// the language of the first language exported, French or English (English for any other).

export interface ExportWords {
  identifier: string;
  documentedObject: string;
  targetKinds: Record<SimsTargetKind, string>;
  publicationState: string;
  states: Record<ValidationState, string>;
  /** The answer of a rubric that does not apply: written in each language exported. */
  notApplicable: string;
  /** A rubric left empty (exported with `emptyMas`). */
  empty: string;
  /** Beside an essential rubric's title. */
  essential: string;
  essentialCount: (language: string, filled: number, total: number) => string;
  documentsAndLinks: string;
  /** A document's file: its name, or where it is in the archive. */
  file: (name: string) => string;
  /** A document with neither a file nor a web address. */
  noFile: string;
  unknown: (value: string) => string;
  /** Separates a value's labels in two languages. */
  separator: string;
}

const FRENCH: ExportWords = {
  identifier: 'Identifiant',
  documentedObject: 'Objet documenté',
  targetKinds: { operation: 'Opération', series: 'Série', indicator: 'Indicateur' },
  publicationState: 'État de publication',
  // A report (« rapport ») is masculine.
  states: { Validated: 'Publié', Modified: 'Provisoire, déjà publié', Unpublished: 'Provisoire, jamais publié' },
  notApplicable: 'Sans objet',
  empty: 'Non renseignée',
  essential: 'rubrique essentielle',
  essentialCount: (language, filled, total) => `Rubriques essentielles remplies (${language}) : ${filled} sur ${total}`,
  documentsAndLinks: 'Documents et liens',
  file: (name) => `fichier ${name}`,
  noFile: 'aucun fichier',
  unknown: (value) => `${value} (inconnu)`,
  separator: ' / ',
};

const ENGLISH: ExportWords = {
  identifier: 'Identifier',
  documentedObject: 'Documented object',
  targetKinds: { operation: 'Operation', series: 'Series', indicator: 'Indicator' },
  publicationState: 'Publication state',
  states: { Validated: 'Published', Modified: 'Draft (already published)', Unpublished: 'Draft (never published)' },
  notApplicable: 'Not applicable',
  empty: 'Not filled in',
  essential: 'essential rubric',
  essentialCount: (language, filled, total) => `Essential rubrics filled (${language}): ${filled} of ${total}`,
  documentsAndLinks: 'Documents and links',
  file: (name) => `file ${name}`,
  noFile: 'no file',
  unknown: (value) => `${value} (unknown)`,
  separator: ' / ',
};

/** The words of a language (a code such as `fr`); English unless French. */
export function wordsFor(language: string): ExportWords {
  return language.toLowerCase().startsWith('fr') ? FRENCH : ENGLISH;
}

/** "Not applicable" in a data language (each language exported writes its own). */
export function notApplicableIn(language: string): string {
  return wordsFor(language).notApplicable;
}

export { formatDay, languageName };

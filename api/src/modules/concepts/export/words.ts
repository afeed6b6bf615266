import type { ConceptLinkName, ConceptNoteName, ValidationState } from '@atelier/contracts';
import { isFrench } from '../../../lib/odf/words.ts';

// The words an exported concept or collection writes itself (its data comes in the record's own
// languages): in the language of the document, French or English (English for any other).

export interface ConceptExportWords {
  identifier: string;
  altLabels: string;
  owner: string;
  contributor: string;
  disseminationStatus: string;
  created: string;
  modified: string;
  valid: string;
  version: string;
  publicationState: string;
  states: Record<ValidationState, string>;
  additionalMaterial: string;
  links: string;
  linkNames: Record<ConceptLinkName | 'closeMatch', string>;
  notes: string;
  noteNames: Record<ConceptNoteName, string>;
  description: string;
  members: (count: number) => string;
  noMembers: string;
  /** The title of a selection of concepts, and of collections. */
  conceptSelection: (count: number) => string;
  collectionSelection: (count: number) => string;
  /** Spreadsheet headings. */
  label: (language: string) => string;
  altLabelsIn: (language: string) => string;
  noteIn: (note: ConceptNoteName, language: string) => string;
  descriptionIn: (language: string) => string;
  memberCount: string;
  collection: string;
  concept: string;
  sheetConcepts: string;
  sheetCollections: string;
  sheetMembers: string;
  none: string;
  /** Separates values in one cell of a spreadsheet. */
  separator: string;
}

const FRENCH: ConceptExportWords = {
  identifier: 'Identifiant',
  altLabels: 'Libellés alternatifs',
  owner: 'Propriétaire',
  contributor: 'Gestionnaire',
  disseminationStatus: 'Statut de diffusion',
  created: 'Date de création',
  modified: 'Date de modification',
  valid: 'Date de fin de validité',
  version: 'Version',
  publicationState: 'État de publication',
  states: { Validated: 'Publié', Modified: 'Provisoire, déjà publié', Unpublished: 'Provisoire, jamais publié' },
  additionalMaterial: 'Documentation complémentaire',
  links: 'Liens',
  linkNames: {
    broader: 'Concepts parents',
    narrower: 'Concepts enfants',
    refersTo: 'Concepts référencés',
    replaces: 'Succède à',
    isReplacedBy: 'Est remplacé par',
    related: 'Concepts liés',
    closeMatch: 'Concepts équivalents',
  },
  notes: 'Notes',
  noteNames: { scopeNote: 'Définition courte', definition: 'Définition', editorialNote: 'Note éditoriale', changeNote: 'Note de changement' },
  description: 'Description',
  members: (count) => `Membres (${count})`,
  noMembers: 'Aucun concept',
  conceptSelection: (count) => `Sélection de ${count} concept${count > 1 ? 's' : ''}`,
  collectionSelection: (count) => `Sélection de ${count} collection${count > 1 ? 's' : ''}`,
  label: (language) => `Libellé (${language})`,
  altLabelsIn: (language) => `Libellés alternatifs (${language})`,
  noteIn: (note, language) => `${FRENCH.noteNames[note]} (${language})`,
  descriptionIn: (language) => `Description (${language})`,
  memberCount: 'Nombre de concepts',
  collection: 'Collection',
  concept: 'Concept',
  sheetConcepts: 'Concepts',
  sheetCollections: 'Collections',
  sheetMembers: 'Membres',
  none: '—',
  separator: ' ; ',
};

const ENGLISH: ConceptExportWords = {
  identifier: 'Identifier',
  altLabels: 'Alternative labels',
  owner: 'Owner',
  contributor: 'Contributor',
  disseminationStatus: 'Dissemination status',
  created: 'Created',
  modified: 'Modified',
  valid: 'End of validity',
  version: 'Version',
  publicationState: 'Publication state',
  states: { Validated: 'Published', Modified: 'Draft (already published)', Unpublished: 'Draft (never published)' },
  additionalMaterial: 'Additional material',
  links: 'Links',
  linkNames: {
    broader: 'Broader concepts',
    narrower: 'Narrower concepts',
    refersTo: 'References',
    replaces: 'Replaces',
    isReplacedBy: 'Replaced by',
    related: 'Related concepts',
    closeMatch: 'Equivalent concepts',
  },
  notes: 'Notes',
  noteNames: { scopeNote: 'Short definition', definition: 'Definition', editorialNote: 'Editorial note', changeNote: 'Change note' },
  description: 'Description',
  members: (count) => `Members (${count})`,
  noMembers: 'No concept',
  conceptSelection: (count) => `Selection of ${count} concept${count > 1 ? 's' : ''}`,
  collectionSelection: (count) => `Selection of ${count} collection${count > 1 ? 's' : ''}`,
  label: (language) => `Label (${language})`,
  altLabelsIn: (language) => `Alternative labels (${language})`,
  noteIn: (note, language) => `${ENGLISH.noteNames[note]} (${language})`,
  descriptionIn: (language) => `Description (${language})`,
  memberCount: 'Number of concepts',
  collection: 'Collection',
  concept: 'Concept',
  sheetConcepts: 'Concepts',
  sheetCollections: 'Collections',
  sheetMembers: 'Members',
  none: '—',
  separator: '; ',
};

/** The words of a language (a code such as `fr`); English unless French. */
export function conceptWordsFor(language: string): ConceptExportWords {
  return isFrench(language) ? FRENCH : ENGLISH;
}

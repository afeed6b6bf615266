import { msg } from '@lingui/core/macro';
import { collectionKind, conceptKind } from '@atelier/contracts';
import { lazyScreen } from '../records/kind-screens.ts';
import { defineRecordUi } from '../records/kind.ts';
import { ExportAndPublishActions } from './ListActions.tsx';
import { CONCEPTS_PAGES } from './pages.ts';

// Concepts and collections as the screens show them: the office's shared vocabulary, its notes
// versioned, its concepts linked to each other and grouped in collections. Their fields and rules
// are the contracts'; the words are the module's.

/** `/concepts`: the concepts, their notes and links. */
export const conceptUi = defineRecordUi({
  kind: conceptKind,
  module: 'concepts',
  titles: {
    list: msg`Concepts`,
    search: msg`Search concepts`,
    create: msg`New concept`,
    modify: (label) => msg`Modify the concept ${label}`,
    back: msg`Back to the concepts`,
  },
  named: (name) => msg`the concept ${name}`,
  fieldNames: {
    prefLabel: msg`Label`,
    altLabel: msg`Alternative labels`,
    additionalMaterial: msg`Additional material`,
    valid: msg`End of validity`,
    scopeNote: msg`Short definition`,
    definition: msg`Definition`,
    editorialNote: msg`Editorial note`,
    changeNote: msg`Change note`,
    broader: msg`Broader concepts`,
    narrower: msg`Narrower concepts`,
    refersTo: msg`References`,
    replaces: msg`Replaces`,
    isReplacedBy: msg`Replaced by`,
    related: msg`Related concepts`,
    closeMatch: msg`Equivalent concepts (web addresses)`,
    creators: msg`Owner`,
    /** The number of the current version of its notes (history shows it change). */
    conceptVersion: msg`Version of the notes`,
  },
  screens: {
    ListActions: ExportAndPublishActions,
    filters: [
      { name: 'altLabel', label: msg`Alternative label`, description: msg`In either language` },
      { name: 'definition', description: msg`Words of the current definition, in either language` },
    ],
    page: lazyScreen(() => import('./ConceptPage.tsx').then((page) => page.ConceptPage)),
    form: lazyScreen(() => import('./ConceptForm.tsx').then((form) => form.ConceptForm)),
  },
}, CONCEPTS_PAGES.concept);

/** `/concepts/collections`: sets of concepts. */
export const collectionUi = defineRecordUi({
  kind: collectionKind,
  module: 'concepts',
  titles: {
    list: msg`Collections`,
    search: msg`Search collections`,
    create: msg`New collection`,
    modify: (label) => msg`Modify the collection ${label}`,
    back: msg`Back to the collections`,
  },
  named: (name) => msg`the collection ${name}`,
  fieldNames: {
    prefLabel: msg`Label`,
    description: msg`Description`,
    members: msg`Members`,
    creators: msg`Owner`,
  },
  screens: {
    ListActions: ExportAndPublishActions,
    page: lazyScreen(() => import('./CollectionPage.tsx').then((page) => page.CollectionPage)),
    form: lazyScreen(() => import('./CollectionForm.tsx').then((form) => form.CollectionForm)),
  },
}, CONCEPTS_PAGES.collection);

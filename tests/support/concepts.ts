import type { Page, TestInfo } from '@playwright/test';
import type { CollectionCreate, ConceptCreate } from '@atelier/contracts';
import { readZip } from '../../api/src/lib/odf/zip.ts';
import { expect } from './test.ts';
import { inLang } from './locale.ts';

// What the journeys of the concepts module share: the module's words in the project's language
// (app/src/locales/fr/concepts.po), and concepts made through the API for journeys about other
// screens.

/** The module's words the journeys look for, in the project's language. */
export function conceptWordsFor(testInfo: TestInfo) {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  return {
    concepts: say('Concepts', 'Concepts'),
    collections: say('Collections', 'Collections'),
    newConcept: say('New concept', 'Nouveau concept'),
    newCollection: say('New collection', 'Nouvelle collection'),
    searchCollections: say('Search collections', 'Rechercher des collections'),
    resultCount: (count: number) => say(`${count} result${count === 1 ? '' : 's'}`, `${count} résultat${count === 1 ? '' : 's'}`),
    label: say('Label', 'Libellé'),
    labelIn: (lang: 'fr' | 'en') => say(`Label (${lang === 'fr' ? 'French' : 'English'})`, `Libellé (${lang === 'fr' ? 'français' : 'anglais'})`),
    /** A note's editor in one language: "Definition (French)", « Définition (français) ». */
    noteIn: (note: string, lang: 'fr' | 'en') => say(`${note} (${lang === 'fr' ? 'French' : 'English'})`, `${note} (${lang === 'fr' ? 'français' : 'anglais'})`),
    shortDefinition: say('Short definition', 'Définition courte'),
    definition: say('Definition', 'Définition'),
    changeNote: say('Change note', 'Note de changement'),
    // The concept's form (app/src/concepts/ConceptForm.tsx) and pages.
    partsOfConcept: say('Parts of the concept', 'Parties du concept'),
    notesTab: say('Notes', 'Notes'),
    /** What a record picker says once a record is added (records/RecordPicker.tsx). */
    pickerAdded: (label: string) => say(`${label} added.`, `Ajouté à la liste : ${label}.`),
    linksTab: say('Links', 'Liens'),
    modifyTitle: (label: string) => say(`Modify the concept ${label}`, `Modifier le concept ${label}`),
    versionQuestion: say('New version or overwrite?', 'Nouvelle version ou écrasement ?'),
    newVersion: say('New version', 'Nouvelle version'),
    compare: say('Compare the versions', 'Comparer les versions'),
    compareTitle: (label: string) => say(`Compare the versions of ${label}`, `Comparer les versions de ${label}`),
    changesBetween: new RegExp(say('changes? between version 1 and version 2', 'modifications? entre la version 1 et la version 2')),
    // The administration's dashboard (app/src/concepts/administration/DashboardPage.tsx).
    dashboard: say('Dashboard', 'Tableau de bord'),
    dashboardTabs: say('Records of the dashboard', 'Éléments du tableau de bord'),
    since: say('Since', 'Depuis le'),
    modifications: say('Modifications', 'Modifications'),
    labelContains: say('Label or identifier contains', 'Le libellé ou l’identifiant contient'),
    modifiedSince: say('Concepts modified since the day chosen', 'Concepts modifiés depuis le jour choisi'),
    membersCount: (count: number) => say(`Members (${count})`, `Membres (${count})`),
    collectionWritten: (label: string, outcome: 'saved' | 'published' | 'deleted') =>
      say(`Collection “${label}” ${outcome}.`, `Collection « ${label} » ${{ saved: 'enregistrée', published: 'publiée', deleted: 'supprimée' }[outcome]}.`),
    /** What a write says: "Concept “Ménage” saved.", « Concept « Ménage » enregistré. ». */
    written: (label: string, outcome: 'saved' | 'published' | 'deleted') =>
      say(`Concept “${label}” ${outcome}.`, `Concept « ${label} » ${{ saved: 'enregistré', published: 'publié', deleted: 'supprimé' }[outcome]}.`),
    members: say('Members', 'Membres'),
    broader: say('Broader concepts', 'Concepts génériques'),
    narrower: say('Narrower concepts', 'Concepts spécifiques'),
    backToConcepts: say('Back to the concepts', 'Retour aux concepts'),
    /** A concept as confirmations name it: by its label, in quotes. */
    named: (label: string) => say(`the concept “${label}”`, `le concept « ${label} »`),
    // The bulk screens (app/src/concepts/BulkScreens.tsx, records/SelectionPicker.tsx).
    publishConcepts: say('Publish concepts', 'Publier des concepts'),
    toPublish: say('Concepts to publish', 'Concepts à publier'),
    exportConcepts: say('Export concepts', 'Exporter des concepts'),
    allConcepts: say('All concepts', 'Tous les concepts'),
    searchCandidates: say('Search by label or identifier', 'Rechercher par libellé ou identifiant'),
    addAllOnPage: say('Add all on this page', 'Tout ajouter sur cette page'),
    add: (label: string) => say(`Add ${label}`, `Ajouter ${label}`),
    selected: (count: number) => say(`${count} selected`, `${count} sélectionnés`),
    publishedCount: (count: number) => say(`${count} concepts published.`, `${count} concepts publiés.`),
    publish: say('Publish', 'Publier'),
    nothingToPublish: say('Add at least one concept to publish.', 'Ajoutez au moins un concept à publier.'),
    exportAction: say('Export', 'Exporter'),
    savedAs: (fileName: string) => say(`Saved as ${fileName}.`, `Enregistré sous ${fileName}.`),
    exportConcept: say('Export the concept', 'Exporter le concept'),
    odtFormat: say('Text document (ODT)', 'Document texte (ODT)'),
    skosTurtle: say('SKOS in Turtle (.ttl)', 'SKOS en Turtle (.ttl)'),
    // Deletion refused (app/src/lib/error-messages.ts, records.po).
    delete: say('Delete', 'Supprimer'),
    notDeleted: say('Not deleted', 'Non supprimé'),
    linkedRefusal: say('This concept cannot be deleted: other concepts are linked to it.', 'Ce concept ne peut pas être supprimé : d’autres concepts y sont liés.'),
  };
}

export type ConceptWords = ReturnType<typeof conceptWordsFor>;

/** A concept's notes as the rich text editor writes them. */
export const paragraph = (text: string) => `<p>${text}</p>`;

/** What the API is sent for a private concept of this label, with its definition, owned by the demo stamp. */
export function conceptBodyOf(prefLabelLg1: string): ConceptCreate {
  return {
    prefLabelLg1,
    prefLabelLg2: prefLabelLg1,
    definitionLg1: paragraph(`Définition de ${prefLabelLg1}.`),
    creators: ['DG75-L201'],
    disseminationStatus: 'Prive',
  };
}

/** Creates a concept through the API (the demo server needs no token) and answers its identifier. */
export async function createConcept(page: Page, body: Partial<ConceptCreate> & { prefLabelLg1: string }): Promise<string> {
  const data: ConceptCreate = { ...conceptBodyOf(body.prefLabelLg1), ...body };
  const response = await page.request.post('/api/concepts/concept', { data });
  expect(response.status(), await response.text()).toBe(201);
  return response.text();
}

/** Creates a collection through the API and answers its identifier. */
export async function createCollection(page: Page, body: Partial<CollectionCreate> & { prefLabelLg1: string }): Promise<string> {
  const response = await page.request.post('/api/concepts/collection', { data: { creators: ['DG75-L201'], ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return response.text();
}

/** A concept as the API answers it. */
export async function readConcept(page: Page, id: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/concepts/concept/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The text content (`content.xml`) of an OpenDocument file, or of each one a ZIP holds, in order:
 * what a reader of the exported files would read.
 */
export function openDocumentContents(file: Buffer): string[] {
  const entries = readZip(file);
  const content = entries.find((entry) => entry.name === 'content.xml');
  if (content) return [content.data.toString('utf8')];
  return entries.filter((entry) => /\.od[ts]$/.test(entry.name)).flatMap((entry) => openDocumentContents(entry.data));
}

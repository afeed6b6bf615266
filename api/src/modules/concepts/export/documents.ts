import { CONCEPT_LINK_NAMES, CONCEPT_NOTE_NAMES, htmlText, isBlankHtml, type ValidationState } from '@atelier/contracts';
import { buildOds, type Sheet, type SheetCell } from '../../../lib/odf/ods.ts';
import {
  ODT_MEDIA_TYPE,
  bodyStyle,
  languageStyle,
  odfPackage,
  textAutomaticStyles,
  textContentXml,
  textStylesXml,
  type Labels,
  type Side,
} from '../../../lib/odf/package.ts';
import { richText, xml, type RichTextStyles } from '../../../lib/odf/text.ts';
import { formatDay, isFrench } from '../../../lib/odf/words.ts';
import { conceptWordsFor, type ConceptExportWords } from './words.ts';

// Concepts and collections as OpenDocument files: a concept's text (its labels, alternative
// labels, owner, contributor, dissemination status by its label, dates, version, publication
// state, links by type with the linked concepts' labels, and its four notes) in one language; a
// collection's (its description and its members' labels); a selection of either as one text; and
// a spreadsheet of either with both languages, one row per record. Labels are never replaced by
// identifiers: a label missing in the document's language is the first language's, marked as such.

/** A linked or member concept, as the document names it. */
export interface LinkedRecord extends Labels {
  id: string;
}

interface RecordModel {
  id: string;
  prefLabelLg1: string;
  prefLabelLg2: string | null;
  creators: readonly string[];
  contributors: readonly string[];
  created: string;
  modified: string;
  validationState: ValidationState;
}

export type NoteField = `${(typeof CONCEPT_NOTE_NAMES)[number]}${'Lg1' | 'Lg2'}`;

/** Everything a concept's documents show, read beforehand. */
export interface ConceptModel extends RecordModel {
  altLabelLg1: readonly string[];
  altLabelLg2: readonly string[];
  /** The dissemination status's labels (null: none given). */
  disseminationStatus: Labels | null;
  additionalMaterial: string | null;
  valid: string | null;
  conceptVersion: number | null;
  links: Record<(typeof CONCEPT_LINK_NAMES)[number], readonly LinkedRecord[]>;
  closeMatch: readonly string[];
  notes: Partial<Record<NoteField, string | null>>;
}

export interface CollectionModel extends RecordModel {
  descriptionLg1: string | null;
  descriptionLg2: string | null;
  members: readonly LinkedRecord[];
}

export interface DocumentOptions {
  /** The document's data language. */
  side: Side;
  /** The data languages' codes (`fr`, `en`). */
  languages: Record<Side, string>;
  now?: Date;
}

export { ODT_MEDIA_TYPE };

const CONCEPT_STYLES = [
  '<style:style style:name="Record_20_facts" style:display-name="Record facts" style:family="paragraph" style:parent-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>',
].join('\n');

const RICH_STYLES = (side: Side): RichTextStyles => ({
  paragraph: bodyStyle(side),
  strong: 'Strong_20_Emphasis',
  emphasis: 'Emphasis',
  link: 'Internet_20_link',
  bulletList: 'Bullets',
  numberedList: 'Numbers',
});

/** The writing of one text document: its words, and text marked with its language. */
class TextWriter {
  readonly out: string[] = [];
  readonly words: ConceptExportWords;
  readonly primary: Side;
  private readonly language: string;
  private readonly colon: string;

  constructor({ side, languages }: DocumentOptions) {
    this.primary = side;
    this.language = languages[side];
    this.words = conceptWordsFor(this.language);
    this.colon = isFrench(this.language) ? '\u00a0:' : ':';
  }

  /** Text in a language, marked with it. */
  span(text: string, side: Side): string {
    return `<text:span text:style-name="${languageStyle(side)}">${xml(text)}</text:span>`;
  }
  /** The document's own words. */
  own(text: string): string {
    return this.span(text, this.primary);
  }
  /** A value in the document's language, or the first language's when it has none there. */
  pick(lg1: string, lg2: string | null | undefined): string {
    return this.primary === 'lg2' && lg2 ? this.span(lg2, 'lg2') : this.span(lg1, 'lg1');
  }
  label(labels: Labels): string {
    return this.pick(labels.labelLg1, labels.labelLg2);
  }
  paragraph(style: string, content: string): void {
    this.out.push(`<text:p text:style-name="${style}">${content}</text:p>`);
  }
  heading(level: number, content: string): void {
    this.out.push(`<text:h text:style-name="Heading_20_${Math.min(level, 6)}" text:outline-level="${level}">${content}</text:h>`);
  }
  fact(name: string, value: string | null): void {
    if (value === null || value === '') return;
    this.paragraph('Record_20_facts', `<text:span text:style-name="Strong_20_Emphasis">${this.own(`${name}${this.colon}`)}</text:span> ${value}`);
  }
  list(items: readonly string[], side: Side = this.primary): void {
    if (items.length === 0) return;
    this.out.push(
      `<text:list text:style-name="Bullets">${items.map((item) => `<text:list-item><text:p text:style-name="${bodyStyle(side)}">${item}</text:p></text:list-item>`).join('')}</text:list>`,
    );
  }
  link(url: string): string {
    return `<text:a xlink:type="simple" xlink:href="${xml(url)}" text:style-name="Internet_20_link" text:visited-style-name="Internet_20_link">${xml(url)}</text:a>`;
  }
  day(iso: string | null): string | null {
    return iso ? this.own(formatDay(iso.slice(0, 10), this.language)) : null;
  }
  stamps(stamps: readonly string[]): string | null {
    return stamps.length > 0 ? xml(stamps.join(', ')) : null;
  }
  /** Rich text in a language (a note), or nothing when it is empty. */
  rich(html: string | null | undefined, side: Side): string | null {
    if (isBlankHtml(html)) return null;
    return richText(html!, RICH_STYLES(side));
  }
}

/** The side a value in the document's language is written in: the second only when it holds something. */
const noteSide = (primary: Side, lg2: string | null | undefined): Side => (primary === 'lg2' && !isBlankHtml(lg2) ? 'lg2' : 'lg1');

/** A concept's facts, links and notes, under headings of `level` (its title is the caller's). */
function conceptBody(writer: TextWriter, concept: ConceptModel, level: number): void {
  const { words, primary } = writer;
  writer.fact(words.identifier, xml(concept.id));
  const altLabels = primary === 'lg2' ? concept.altLabelLg2 : concept.altLabelLg1;
  writer.fact(words.altLabels, altLabels.length > 0 ? writer.span(altLabels.join(', '), primary) : null);
  writer.fact(words.owner, writer.stamps(concept.creators));
  writer.fact(words.contributor, writer.stamps(concept.contributors));
  writer.fact(words.disseminationStatus, concept.disseminationStatus ? writer.label(concept.disseminationStatus) : null);
  writer.fact(words.created, writer.day(concept.created));
  writer.fact(words.modified, writer.day(concept.modified));
  writer.fact(words.valid, writer.day(concept.valid));
  writer.fact(words.version, concept.conceptVersion === null ? null : xml(String(concept.conceptVersion)));
  writer.fact(words.publicationState, writer.own(words.states[concept.validationState]));
  writer.fact(words.additionalMaterial, concept.additionalMaterial ? writer.link(concept.additionalMaterial) : null);

  const linked = CONCEPT_LINK_NAMES.filter((name) => concept.links[name].length > 0);
  if (linked.length > 0 || concept.closeMatch.length > 0) {
    writer.heading(level, writer.own(words.links));
    for (const name of linked) {
      writer.heading(level + 1, writer.own(words.linkNames[name]));
      writer.list(concept.links[name].map((record) => writer.label(record)));
    }
    if (concept.closeMatch.length > 0) {
      writer.heading(level + 1, writer.own(words.linkNames.closeMatch));
      writer.list(concept.closeMatch.map((url) => writer.link(url)));
    }
  }

  const notes = CONCEPT_NOTE_NAMES.map((name) => {
    const lg2 = concept.notes[`${name}Lg2`];
    const side = noteSide(primary, lg2);
    return { name, side, content: writer.rich(side === 'lg2' ? lg2 : concept.notes[`${name}Lg1`], side) };
  }).filter((note) => note.content !== null);
  if (notes.length > 0) {
    writer.heading(level, writer.own(words.notes));
    for (const note of notes) {
      writer.heading(level + 1, writer.own(words.noteNames[note.name]));
      writer.out.push(note.content!);
    }
  }
}

/** A collection's facts, description and members, under headings of `level`. */
function collectionBody(writer: TextWriter, collection: CollectionModel, level: number): void {
  const { words, primary } = writer;
  writer.fact(words.identifier, xml(collection.id));
  writer.fact(words.owner, writer.stamps(collection.creators));
  writer.fact(words.contributor, writer.stamps(collection.contributors));
  writer.fact(words.created, writer.day(collection.created));
  writer.fact(words.modified, writer.day(collection.modified));
  writer.fact(words.publicationState, writer.own(words.states[collection.validationState]));
  const description = primary === 'lg2' && collection.descriptionLg2 ? collection.descriptionLg2 : collection.descriptionLg1;
  if (description && description.trim() !== '') {
    writer.heading(level, writer.own(words.description));
    const side = primary === 'lg2' && collection.descriptionLg2 ? 'lg2' : 'lg1';
    for (const line of description.split(/\r?\n/).filter((part) => part.trim() !== '')) writer.paragraph(bodyStyle(side), writer.span(line, side));
  }
  writer.heading(level, writer.own(words.members(collection.members.length)));
  if (collection.members.length === 0) writer.paragraph('Text_20_body', writer.own(words.noMembers));
  writer.list(collection.members.map((member) => writer.label(member)));
}

function odt(writer: TextWriter, title: string, options: DocumentOptions): Buffer {
  const language = options.languages[options.side];
  return odfPackage({
    mediaType: ODT_MEDIA_TYPE,
    content: textContentXml(textAutomaticStyles(options.languages), writer.out.join('\n')),
    styles: textStylesXml(language, CONCEPT_STYLES),
    title,
    language,
    now: options.now,
  });
}

const titleText = (record: RecordModel, side: Side) => (side === 'lg2' && record.prefLabelLg2 ? record.prefLabelLg2 : record.prefLabelLg1);

/** One concept as an ODT in one language. */
export function conceptOdt(concept: ConceptModel, options: DocumentOptions): Buffer {
  const writer = new TextWriter(options);
  writer.paragraph('Title', writer.pick(concept.prefLabelLg1, concept.prefLabelLg2));
  conceptBody(writer, concept, 1);
  return odt(writer, titleText(concept, options.side), options);
}

/** One collection as an ODT in one language. */
export function collectionOdt(collection: CollectionModel, options: DocumentOptions): Buffer {
  const writer = new TextWriter(options);
  writer.paragraph('Title', writer.pick(collection.prefLabelLg1, collection.prefLabelLg2));
  collectionBody(writer, collection, 1);
  return odt(writer, titleText(collection, options.side), options);
}

/** A selection of concepts (the replaced system's "custom collection") as one ODT: each concept under its label. */
export function conceptSelectionOdt(concepts: readonly ConceptModel[], options: DocumentOptions): Buffer {
  const writer = new TextWriter(options);
  const title = writer.words.conceptSelection(concepts.length);
  writer.paragraph('Title', writer.own(title));
  for (const concept of concepts) {
    writer.heading(1, writer.pick(concept.prefLabelLg1, concept.prefLabelLg2));
    conceptBody(writer, concept, 2);
  }
  return odt(writer, title, options);
}

/** Collections as one ODT: each under its label. */
export function collectionSelectionOdt(collections: readonly CollectionModel[], options: DocumentOptions): Buffer {
  if (collections.length === 1) return collectionOdt(collections[0]!, options);
  const writer = new TextWriter(options);
  const title = writer.words.collectionSelection(collections.length);
  writer.paragraph('Title', writer.own(title));
  for (const collection of collections) {
    writer.heading(1, writer.pick(collection.prefLabelLg1, collection.prefLabelLg2));
    collectionBody(writer, collection, 2);
  }
  return odt(writer, title, options);
}

// ------------------------------------------------------------------------------------------------
// Spreadsheets: both languages, one row per record

function spreadsheetWords(options: DocumentOptions) {
  const language = options.languages[options.side];
  const words = conceptWordsFor(language);
  const code = (side: Side) => options.languages[side];
  const text = (value: string | null | undefined, side: Side): SheetCell => (value ? { text: value, language: code(side) } : null);
  const day = (iso: string | null): SheetCell => (iso ? { day: iso.slice(0, 10) } : null);
  return { language, words, code, text, day };
}

/** Concepts as an ODS: one row per concept, both languages side by side; notes as plain text. */
export function conceptsOds(concepts: readonly ConceptModel[], options: DocumentOptions): Buffer {
  const { language, words, code, text, day } = spreadsheetWords(options);
  const notesHeader = CONCEPT_NOTE_NAMES.flatMap((name) => [words.noteIn(name, code('lg1')), words.noteIn(name, code('lg2'))]);
  const linksHeader = CONCEPT_LINK_NAMES.map((name) => words.linkNames[name]);
  const sheet: Sheet = {
    name: words.sheetConcepts,
    header: [
      words.identifier,
      words.label(code('lg1')),
      words.label(code('lg2')),
      words.altLabelsIn(code('lg1')),
      words.altLabelsIn(code('lg2')),
      words.owner,
      words.contributor,
      words.disseminationStatus,
      words.created,
      words.modified,
      words.valid,
      words.version,
      words.publicationState,
      ...notesHeader,
      ...linksHeader,
      words.linkNames.closeMatch,
    ],
    widths: [2.5, 6, 6, 5, 5, 3, 3, 4, 3, 3, 3, 2, 4, ...notesHeader.map(() => 10), ...linksHeader.map(() => 6), 6],
    rows: concepts.map((concept) => [
      concept.id,
      text(concept.prefLabelLg1, 'lg1'),
      text(concept.prefLabelLg2, 'lg2'),
      text(concept.altLabelLg1.join(words.separator), 'lg1'),
      text(concept.altLabelLg2.join(words.separator), 'lg2'),
      concept.creators.join(', '),
      concept.contributors.join(', '),
      concept.disseminationStatus ? (options.side === 'lg2' ? concept.disseminationStatus.labelLg2 : null) ?? concept.disseminationStatus.labelLg1 : null,
      day(concept.created),
      day(concept.modified),
      day(concept.valid),
      concept.conceptVersion,
      words.states[concept.validationState],
      ...CONCEPT_NOTE_NAMES.flatMap((name) => [text(htmlText(concept.notes[`${name}Lg1`]).trim(), 'lg1'), text(htmlText(concept.notes[`${name}Lg2`]).trim(), 'lg2')]),
      ...CONCEPT_LINK_NAMES.map((name) => concept.links[name].map((record) => record.labelLg1).join(words.separator) || null),
      concept.closeMatch.join(' ') || null,
    ]),
  };
  return buildOds([sheet], { title: words.conceptSelection(concepts.length), language, now: options.now });
}

/** Collections as an ODS: one row per collection, and one per member on a second sheet. */
export function collectionsOds(collections: readonly CollectionModel[], options: DocumentOptions): Buffer {
  const { language, words, code, text, day } = spreadsheetWords(options);
  const sheets: Sheet[] = [
    {
      name: words.sheetCollections,
      header: [
        words.identifier,
        words.label(code('lg1')),
        words.label(code('lg2')),
        words.descriptionIn(code('lg1')),
        words.descriptionIn(code('lg2')),
        words.owner,
        words.contributor,
        words.created,
        words.modified,
        words.publicationState,
        words.memberCount,
      ],
      widths: [3, 6, 6, 10, 10, 3, 3, 3, 3, 4, 3],
      rows: collections.map((collection) => [
        collection.id,
        text(collection.prefLabelLg1, 'lg1'),
        text(collection.prefLabelLg2, 'lg2'),
        text(collection.descriptionLg1, 'lg1'),
        text(collection.descriptionLg2, 'lg2'),
        collection.creators.join(', '),
        collection.contributors.join(', '),
        day(collection.created),
        day(collection.modified),
        words.states[collection.validationState],
        collection.members.length,
      ]),
    },
    {
      name: words.sheetMembers,
      header: [words.collection, words.identifier, words.label(code('lg1')), words.label(code('lg2'))],
      widths: [6, 3, 6, 6],
      rows: collections.flatMap((collection) =>
        collection.members.map((member) => [text(collection.prefLabelLg1, 'lg1'), member.id, text(member.labelLg1, 'lg1'), text(member.labelLg2, 'lg2')]),
      ),
    },
  ];
  return buildOds(sheets, { title: words.collectionSelection(collections.length), language, now: options.now });
}

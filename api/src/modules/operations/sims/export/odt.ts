import {
  compareIdMas,
  essentialRubrics,
  isEssential,
  isRubricFilled,
  type MsdRubric,
  type SimsDocumentRef,
  type SimsRubric,
  type SimsTargetKind,
  type ValidationState,
} from '@atelier/contracts';
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
} from '../../../../lib/odf/package.ts';
import { plainText, richText, xml, type RichTextStyles } from '../../../../lib/odf/text.ts';
import { formatDay, languageName, notApplicableIn, wordsFor, type ExportWords } from './words.ts';

// A quality report as an OpenDocument text (ODF 1.3): its title, the object it documents, its
// publication state and the count of its essential rubrics, then every rubric of the metadata
// structure in its order, headed by its number and title, with its value written out: texts, rich
// texts as paragraphs and lists, dates, the labels of codes, organisations and territories (never
// their identifiers), the documents and links cited, "not applicable" in words, and, when asked,
// the rubrics left empty, said so. Only the languages asked for are written; the document's own
// words are in the first of them.

/** A document or link a rubric cites, as the export shows it. */
export interface CitedRecord extends Labels {
  kind: SimsDocumentRef['kind'];
  id: string;
  /** A link's address, or where a document of the catalogue is published. */
  url: string | null;
  /** A document's file, when it has one. */
  fileName: string | null;
}

/** Everything the document shows, read beforehand (export-data.ts). */
export interface SimsExportModel extends Labels {
  id: string;
  validationState: ValidationState;
  target: (Labels & { kind: SimsTargetKind; id: string }) | null;
  /** The metadata structure, in its order. */
  msd: readonly MsdRubric[];
  rubrics: readonly SimsRubric[];
  /** Code labels by `codeKey(list, code)`. */
  codes: ReadonlyMap<string, Labels>;
  organizations: ReadonlyMap<string, Labels>;
  territories: ReadonlyMap<string, Labels>;
  /** Documents and links by `citedKey(ref)`. */
  cited: ReadonlyMap<string, CitedRecord>;
}

export const codeKey = (list: string, code: string) => `${list}\u0000${code}`;
export const citedKey = (ref: Pick<SimsDocumentRef, 'kind' | 'id'>) => `${ref.kind}/${ref.id}`;

export { ODT_MEDIA_TYPE, type Side };

export interface OdtOptions {
  /** Rubrics left empty are written too, marked as such. */
  emptyMas: boolean;
  lg1: boolean;
  lg2: boolean;
  /** The data languages' codes (`fr`, `en`). */
  languages: Record<Side, string>;
  /** Where each document's file is in the archive holding the document, by document identifier. */
  filesInArchive?: ReadonlyMap<string, string>;
  now?: Date;
}

/** The documents (not links) whose files go with the document: those cited in the languages exported, once each, in the structure's order. */
export function citedDocuments(rubrics: readonly SimsRubric[], { lg1, lg2 }: Pick<OdtOptions, 'lg1' | 'lg2'>): string[] {
  const ids = new Set<string>();
  for (const rubric of [...rubrics].sort((a, b) => compareIdMas(a.idAttribute, b.idAttribute))) {
    if (rubric.rangeType !== 'RICH_TEXT') continue;
    for (const ref of [...(lg1 ? rubric.documentsLg1 : []), ...(lg2 ? rubric.documentsLg2 : [])]) if (ref.kind === 'document') ids.add(ref.id);
  }
  return [...ids];
}

/** A section heading: no value of its own. */
const isHeading = (entry: MsdRubric) => entry.isPresentational || entry.rangeType === 'REPORTED_ATTRIBUTE';

const lgNumber = (side: Side): 1 | 2 => (side === 'lg1' ? 1 : 2);

/** The report's own styles, beside the text document's. */
const REPORT_STYLES = [
  '<style:style style:name="Report_20_facts" style:display-name="Report facts" style:family="paragraph" style:parent-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>',
  '<style:style style:name="Rubric_20_title" style:display-name="Rubric title" style:family="paragraph" style:parent-style-name="Text_20_body" style:next-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-top="-0.1cm" fo:keep-with-next="always"/><style:text-properties fo:font-style="italic" fo:color="#404040"/></style:style>',
  '<style:style style:name="Language_20_caption" style:display-name="Language caption" style:family="paragraph" style:parent-style-name="Text_20_body" style:next-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-top="0.15cm" fo:margin-bottom="0.05cm" fo:keep-with-next="always"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="9pt" fo:font-weight="bold" fo:color="#404040" fo:text-transform="uppercase"/></style:style>',
  '<style:style style:name="Empty_20_rubric" style:display-name="Empty rubric" style:family="paragraph" style:parent-style-name="Text_20_body" style:class="text"><style:text-properties fo:font-style="italic" fo:color="#595959"/></style:style>',
  '<style:style style:name="Essential_20_mark" style:display-name="Essential mark" style:family="text"><style:text-properties fo:font-size="9pt" fo:font-weight="normal" fo:font-style="italic"/></style:style>',
].join('\n');

/** The content of the document: its title, its facts, then the rubrics. */
function contentXml(model: SimsExportModel, options: OdtOptions): string {
  const sides = (['lg1', 'lg2'] as const).filter((side) => options[side]);
  const primary = sides[0]!;
  const documentLanguage = options.languages[primary];
  const words: ExportWords = wordsFor(documentLanguage);
  const colon = documentLanguage.toLowerCase().startsWith('fr') ? ' : ' : ': ';
  const styleOf = languageStyle;
  const bodyOf = bodyStyle;
  /** Text in a language, marked with it. */
  const span = (text: string, side: Side) => `<text:span text:style-name="${styleOf(side)}">${xml(text)}</text:span>`;
  /** A label in a language: the second language's, or the first's, marked as such, when it has none. */
  const labelIn = (labels: Labels, side: Side) =>
    side === 'lg2' && labels.labelLg2 ? span(labels.labelLg2, 'lg2') : span(labels.labelLg1, 'lg1');
  /** A value's labels in every language exported, the same label written once. */
  const labelsOf = (labels: Labels) => {
    const written = sides.map((side) => (side === 'lg2' && !labels.labelLg2 ? 'lg1' : side));
    return [...new Set(written)].map((side) => labelIn(labels, side)).join(xml(words.separator));
  };
  /** The document's own words, in its language. */
  const own = (text: string) => span(text, primary);
  const paragraph = (style: string, content: string) => `<text:p text:style-name="${style}">${content}</text:p>`;
  const fact = (name: string, value: string) =>
    paragraph('Report_20_facts', `<text:span text:style-name="Strong_20_Emphasis">${own(`${name}${colon}`.trimEnd())}</text:span> ${value}`);
  const richStyles = (side: Side): RichTextStyles => ({
    paragraph: bodyOf(side),
    strong: 'Strong_20_Emphasis',
    emphasis: 'Emphasis',
    link: 'Internet_20_link',
    bulletList: 'Bullets',
    numberedList: 'Numbers',
  });
  const emptyMark = paragraph('Empty_20_rubric', own(words.empty));

  const out: string[] = [];
  out.push(paragraph('Title', labelIn(model, primary)));
  if (sides.length === 2 && model.labelLg2) out.push(paragraph('Subtitle', span(model.labelLg2, 'lg2')));
  out.push(fact(words.identifier, xml(model.id)));
  out.push(
    fact(
      words.documentedObject,
      model.target ? `${own(words.targetKinds[model.target.kind])}${xml(' — ')}${labelsOf(model.target)}` : own(words.unknown(model.id)),
    ),
  );
  out.push(fact(words.publicationState, own(words.states[model.validationState])));
  for (const side of sides) {
    const { filled, total } = essentialRubrics(model.msd, model.rubrics, lgNumber(side));
    out.push(paragraph('Report_20_facts', own(words.essentialCount(languageName(options.languages[side], documentLanguage, { capitalized: false }), filled, total))));
  }

  // The structure, and any rubric the report holds outside it, in the structure's order.
  const known = new Set(model.msd.map((entry) => entry.idMas));
  const strays: MsdRubric[] = model.rubrics
    .filter((rubric) => !known.has(rubric.idAttribute))
    .map((rubric) => ({
      idMas: rubric.idAttribute,
      idParent: null,
      masLabelLg1: '',
      masLabelLg2: null,
      definitionLg1: null,
      definitionLg2: null,
      isPresentational: false,
      rangeType: rubric.rangeType === 'RUBRIQUE_SANS_OBJECT' ? 'TEXT' : rubric.rangeType,
      codeList: null,
      sansObject: rubric.rangeType === 'RUBRIQUE_SANS_OBJECT',
      minOccurs: null,
      maxOccurs: null,
    }));
  const entries = [...model.msd, ...strays];
  const byId = new Map(entries.map((entry) => [entry.idMas, entry]));
  const answers = new Map(model.rubrics.map((rubric) => [rubric.idAttribute, rubric]));
  const filledInExported = (rubric: SimsRubric | undefined) => sides.some((side) => isRubricFilled(rubric, lgNumber(side)));
  const depth = (entry: MsdRubric): number => {
    let level = 1;
    for (let parent = entry.idParent; parent && level < 10; parent = byId.get(parent)?.idParent ?? null) level += 1;
    return level;
  };

  // Without the empty rubrics: a rubric shows when it holds something, a heading when one of its rubrics does.
  const shown = new Set<string>();
  for (const entry of entries) {
    if (options.emptyMas || (!isHeading(entry) && filledInExported(answers.get(entry.idMas)))) {
      for (let id: string | null = entry.idMas; id && !shown.has(id); id = byId.get(id)?.idParent ?? null) shown.add(id);
    }
  }

  const citedList = (refs: readonly SimsDocumentRef[], side: Side): string => {
    if (refs.length === 0) return '';
    const items = refs.map((ref) => {
      const record = model.cited.get(citedKey(ref));
      if (!record) return `<text:list-item>${paragraph(bodyOf(side), own(words.unknown(`${ref.kind} ${ref.id}`)))}</text:list-item>`;
      const parts: string[] = [];
      const inArchive = record.kind === 'document' ? options.filesInArchive?.get(record.id) : undefined;
      if (inArchive) {
        parts.push(`<text:a xlink:type="simple" xlink:href="${xml(`../${inArchive}`)}" text:style-name="Internet_20_link" text:visited-style-name="Internet_20_link">${own(words.file(inArchive))}</text:a>`);
      } else if (record.fileName) parts.push(own(words.file(record.fileName)));
      if (record.url) {
        parts.push(`<text:a xlink:type="simple" xlink:href="${xml(record.url)}" text:style-name="Internet_20_link" text:visited-style-name="Internet_20_link">${xml(record.url)}</text:a>`);
      }
      if (parts.length === 0) parts.push(own(words.noFile));
      return `<text:list-item>${paragraph(bodyOf(side), `${labelIn(record, side)}${xml(' — ')}${parts.join(xml(' — '))}`)}</text:list-item>`;
    });
    return paragraph('Language_20_caption', own(words.documentsAndLinks)) + `<text:list text:style-name="Bullets">${items.join('')}</text:list>`;
  };

  /** A value written in one language (a text, a rich text and what it cites), or null when it has none there. */
  const inLanguage = (rubric: SimsRubric, side: Side): string | null => {
    if (rubric.rangeType === 'TEXT') {
      const text = side === 'lg1' ? rubric.labelLg1 : rubric.labelLg2;
      return text === null || text.trim() === '' ? null : paragraph(bodyOf(side), plainText(text));
    }
    if (rubric.rangeType === 'RICH_TEXT') {
      const html = side === 'lg1' ? rubric.labelLg1 : rubric.labelLg2;
      const content = (html ? richText(html, richStyles(side)) : '') + citedList(side === 'lg1' ? rubric.documentsLg1 : rubric.documentsLg2, side);
      return content === '' ? null : content;
    }
    return null;
  };

  const valueXml = (rubric: SimsRubric | undefined): string => {
    if (!rubric || !filledInExported(rubric)) return options.emptyMas ? emptyMark : '';
    const listOrParagraph = (items: string[]) =>
      items.length === 1
        ? paragraph('Text_20_body', items[0]!)
        : `<text:list text:style-name="Bullets">${items.map((item) => `<text:list-item>${paragraph('Text_20_body', item)}</text:list-item>`).join('')}</text:list>`;
    const lookup = (map: ReadonlyMap<string, Labels>, key: string, shown: string) => {
      const labels = map.get(key);
      return labels ? labelsOf(labels) : own(words.unknown(shown));
    };
    switch (rubric.rangeType) {
      case 'RUBRIQUE_SANS_OBJECT':
        return paragraph('Text_20_body', sides.map((side) => span(notApplicableIn(options.languages[side]), side)).join(xml(words.separator)));
      case 'TEXT':
      case 'RICH_TEXT': {
        // One block per language, captioned when there are two; a language left empty is said so, or skipped.
        const blocks: string[] = [];
        for (const side of sides) {
          const value = inLanguage(rubric, side);
          if (value === null && !options.emptyMas) continue;
          const caption = sides.length === 2 ? paragraph('Language_20_caption', own(languageName(options.languages[side], documentLanguage))) : '';
          blocks.push(caption + (value ?? emptyMark));
        }
        return blocks.join('');
      }
      case 'DATE':
        return rubric.value ? paragraph('Text_20_body', own(formatDay(rubric.value, documentLanguage))) : emptyMark;
      case 'CODE_LIST':
        return listOrParagraph(rubric.value.map((code) => lookup(model.codes, codeKey(rubric.codeList, code), code)));
      case 'ORGANIZATION':
        return rubric.value ? paragraph('Text_20_body', lookup(model.organizations, rubric.value, rubric.value)) : emptyMark;
      case 'GEOGRAPHY':
        return rubric.value ? paragraph('Text_20_body', lookup(model.territories, rubric.value, rubric.value)) : emptyMark;
    }
  };

  for (const entry of entries) {
    if (!shown.has(entry.idMas)) continue;
    const level = depth(entry);
    const title = primary === 'lg2' && entry.masLabelLg2 ? span(entry.masLabelLg2, 'lg2') : entry.masLabelLg1 ? span(entry.masLabelLg1, 'lg1') : '';
    const essential = isEssential(entry) ? ` <text:span text:style-name="Essential_20_mark">${own(`(${words.essential})`)}</text:span>` : '';
    out.push(
      `<text:h text:style-name="Heading_20_${Math.min(level, 6)}" text:outline-level="${level}">${xml(entry.idMas)}${title ? ` ${title}` : ''}${essential}</text:h>`,
    );
    if (sides.length === 2 && entry.masLabelLg2 && entry.masLabelLg1) out.push(paragraph('Rubric_20_title', span(entry.masLabelLg2, 'lg2')));
    if (!isHeading(entry)) out.push(valueXml(answers.get(entry.idMas)));
  }

  return textContentXml(textAutomaticStyles(options.languages), out.join('\n'));
}

/**
 * The report as an ODT package: `mimetype` first and stored, then the manifest, the content, the
 * styles and the metadata. At least one language must be asked for (the route answers 863 otherwise).
 */
export function buildSimsOdt(model: SimsExportModel, options: OdtOptions): Buffer {
  if (!options.lg1 && !options.lg2) throw new Error('An export needs at least one language');
  const now = options.now ?? new Date();
  const primary: Side = options.lg1 ? 'lg1' : 'lg2';
  const title = primary === 'lg2' && model.labelLg2 ? model.labelLg2 : model.labelLg1;
  return odfPackage({
    mediaType: ODT_MEDIA_TYPE,
    content: contentXml(model, options),
    styles: textStylesXml(options.languages[primary], REPORT_STYLES),
    title,
    language: options.languages[primary],
    now,
  });
}

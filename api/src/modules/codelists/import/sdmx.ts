import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ORIGINAL_ID_ANNOTATION } from '../../../lib/sdmx/codelists.ts';
import { pickLanguages, unreadable, type Languages, type Localised, type ReadCode, type ReadList } from './parsed.ts';

// Code lists from an SDMX-ML 2.1 or 3.0 structure message: every `Codelist` of its `Codelists`, the
// namespaces' prefixes whatever they are. Names and descriptions by `xml:lang`; a code's parent as
// 2.1 gives it (`<Parent><Ref id=…/></Parent>`) or 3.0 (`<Parent>id</Parent>`); the ORIGINAL_ID
// annotation our own exports write gives back an identifier SDMX could not hold (`01.11Z`).

type Element = Record<string, unknown>;

const MANY = new Set(['Codelist', 'Code', 'Name', 'Description', 'Annotation']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => MANY.has(name),
});

const FORMAT = 'SDMX-ML';

const isElement = (value: unknown): value is Element => typeof value === 'object' && value !== null && !Array.isArray(value);
const elements = (value: unknown): Element[] => (Array.isArray(value) ? value.filter(isElement) : isElement(value) ? [value] : []);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : isElement(value) && typeof value['#text'] === 'string' ? value['#text'] : undefined;

function localised(value: unknown): Localised[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((item) => {
    const text = textOf(item);
    return text === undefined ? [] : [{ lang: isElement(item) ? (item['@lang'] as string | undefined) : undefined, text }];
  });
}

/** The identifier an ORIGINAL_ID annotation keeps, else the element's own. */
function originalId(element: Element): string | undefined {
  const annotations = elements((element.Annotations as Element | undefined)?.Annotation);
  const original = annotations.find((annotation) => textOf(annotation.AnnotationType) === ORIGINAL_ID_ANNOTATION);
  return (original && textOf(original.AnnotationTitle)) ?? (element['@id'] as string | undefined);
}

/** A code's parent as the message names it (its SDMX identifier). */
function parentOf(code: Element): string | undefined {
  const parent = code.Parent;
  if (parent === undefined) return undefined;
  const ref = isElement(parent) ? elements(parent.Ref)[0] : undefined;
  return ref ? (ref['@id'] as string | undefined) : textOf(parent)?.trim();
}

function texts(element: Element, languages: Languages) {
  const names = pickLanguages(localised(element.Name), languages);
  const descriptions = pickLanguages(localised(element.Description), languages);
  return {
    ...(names.lg1 !== undefined ? { labelLg1: names.lg1 } : {}),
    ...(names.lg2 !== undefined ? { labelLg2: names.lg2 } : {}),
    ...(descriptions.lg1 !== undefined ? { descriptionLg1: descriptions.lg1 } : {}),
    ...(descriptions.lg2 !== undefined ? { descriptionLg2: descriptions.lg2 } : {}),
  };
}

function readCodelist(list: Element, languages: Languages): ReadList {
  const codes = elements(list.Code);
  // Parents name codes by their SDMX identifiers: back to the originals.
  const originals = new Map(codes.map((code) => [typeof code['@id'] === 'string' ? code['@id'] : '', originalId(code) ?? '']));
  const id = originalId(list);
  return {
    ...(id !== undefined ? { id } : {}),
    ...texts(list, languages),
    codes: codes.map((code): ReadCode => {
      const parent = parentOf(code);
      return {
        code: originalId(code) ?? '',
        ...texts(code, languages),
        ...(parent !== undefined && parent !== '' ? { parentCode: originals.get(parent) ?? parent } : {}),
      };
    }),
  };
}

/** The code lists of an SDMX-ML structure message. */
export function readSdmx(text: string, languages: Languages): ReadList[] {
  // No document type: its entities are a way to blow up the memory of whoever reads the file.
  if (/<!DOCTYPE/i.test(text)) throw unreadable(FORMAT, 'a document type declaration is not accepted');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw unreadable(FORMAT, `${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(text) as Element;
  const structure = isElement(document.Structure) ? document.Structure : undefined;
  if (!structure) throw unreadable(FORMAT, 'not a structure message (no Structure element)');
  const lists = elements(isElement(structure.Structures) ? structure.Structures.Codelists : undefined);
  const codelists = lists.flatMap((codelists) => elements(codelists.Codelist));
  if (codelists.length === 0) throw unreadable(FORMAT, 'the message holds no code list');
  return codelists.map((list) => readCodelist(list, languages));
}

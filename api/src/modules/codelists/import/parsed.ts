import { ApiError } from '../../../lib/errors.ts';

// What every format's reader answers: lists and codes as the file gives them, not yet checked.

/** A code as read: any field may be missing (the checks say so). */
export interface ReadCode {
  code: string;
  labelLg1?: string;
  labelLg2?: string;
  descriptionLg1?: string;
  descriptionLg2?: string;
  parentCode?: string;
}

/** A list as read; a CSV file gives its codes only. */
export interface ReadList {
  id?: string;
  labelLg1?: string;
  labelLg2?: string;
  descriptionLg1?: string;
  descriptionLg2?: string;
  codes: ReadCode[];
}

/** The data languages (`LG1`, `LG2`), as `xml:lang` and RDF name them. */
export interface Languages {
  lg1: string;
  lg2: string;
}

/** 400 BAD_REQUEST: the file cannot be read as its format. */
export function unreadable(format: string, reason: string): ApiError {
  return new ApiError('BAD_REQUEST', `The file cannot be read as ${format}: ${reason}`, { format, reason });
}

/** A text in one language. */
export interface Localised {
  lang: string | undefined;
  text: string;
}

/** Whether a language tag is the data language's (`fr`, `fr-FR`), case ignored. */
const isLanguage = (tag: string | undefined, language: string) =>
  tag !== undefined && (tag.toLowerCase() === language.toLowerCase() || tag.toLowerCase().startsWith(`${language.toLowerCase()}-`));

/** LG1's text (else the first one), LG2's text; blank texts left out. */
export function pickLanguages(texts: readonly Localised[], languages: Languages): { lg1?: string; lg2?: string } {
  const filled = texts.filter((text) => text.text.trim() !== '');
  const lg1 = filled.find((text) => isLanguage(text.lang, languages.lg1)) ?? filled[0];
  const lg2 = filled.find((text) => isLanguage(text.lang, languages.lg2));
  return { ...(lg1 ? { lg1: lg1.text } : {}), ...(lg2 ? { lg2: lg2.text } : {}) };
}

import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { TextSchema } from './common/text.ts';
import { codeOf, day, richText, text, url } from './records/fields.ts';
import { defineKind, recordFilterFields, type ListItemOf, type ViewOf } from './records/kind.ts';

// Documents and links (spec §3, §5, §7 Documents; api-reference §5.1): what quality reports cite.
// A document holds a file, uploaded with it; a link points to a web page. They share one
// identifier counter and their titles (one title names one document or link, per language).

/** A document's file name: letters, digits, dashes and underscores, then an extension (362). */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;

/** The longest file name a document may hold (file systems' usual limit), refused beyond with 362. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The files a document may hold, by extension, with the media type they are served as: office
 * documents, PDF, plain data and archives (anything else is refused, 415).
 */
export const DOCUMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  zip: 'application/zip',
} as const satisfies Record<string, string>;

/**
 * Why a file name is refused, as the API's code: empty (361), outside the allowed characters or too
 * long (362; a path, `../x.pdf`, is outside them: it is refused, never cut down to its last part),
 * of a type documents do not hold (415); `null` when it is fine. The form checks it before sending.
 */
export function fileNameProblem(name: string): '361' | '362' | 'UNSUPPORTED_MEDIA_TYPE' | null {
  if (name.trim() === '') return '361';
  if (name.length > MAX_FILE_NAME_LENGTH || !FILE_NAME_PATTERN.test(name)) return '362';
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(DOCUMENT_FILE_TYPES, extension) ? null : 'UNSUPPORTED_MEDIA_TYPE';
}

/** Largest file a document may hold. */
export const MAX_DOCUMENT_FILE_BYTES = 40 * 1024 * 1024;

/** What a document's file is, as the API answers it. */
export const DocumentFileSchema = z.object({
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  uploaded: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

const ids = { type: 'sequence', name: 'documents', prefix: '', start: 1000, kinds: ['document', 'link'] } as const;

/** Title, description, language and date: what documents and links both describe. */
const described = {
  ...bilingual(
    'label',
    text({ required: true, unique: { code: '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG1', scope: 'documents.labelLg1' } }),
    text({ unique: { code: '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG2', scope: 'documents.labelLg2' } }),
  ),
  ...bilingual('description', richText(), richText()),
  // Required of every write; the catalogue holds older ones without them (stored empty).
  /** The language of the content (ISO 639-1: fr, en…). */
  lang: codeOf('ISO-639', { required: true, requiredCode: 'VALIDATION_FAILED' }),
  /** When the content was last brought up to date. */
  updatedDate: day({ required: true, requiredCode: 'VALIDATION_FAILED' }),
};

const shared = {
  application: 'OPERATION_DOCUMENT',
  id: ids,
  label: 'label',
  /** Documents and links are published with the quality reports that cite them, not on their own. */
  publication: false,
  /** A document or link a quality report cites cannot be deleted (304). */
  delete: { inUse: '304' },
} as const;

/**
 * `/documents/document`: created with its file (multipart: a `body` part holding these fields as
 * JSON, and a `file` part); the file is replaced at `PUT /documents/document/{id}/file` and
 * downloaded at `GET /documents/document/{id}/file`.
 */
export const documentKind = defineKind({
  ...shared,
  name: 'document',
  notFound: '341',
  denied: { CREATE: '301', UPDATE: '303' },
  paths: { list: '/documents/document', item: '/documents/document' },
  fields: {
    ...described,
    /** Where the file is published, for documents of the catalogue whose file is kept elsewhere. */
    url: url(),
  },
  computed: { file: DocumentFileSchema.nullable() },
  listFields: ['lang', 'updatedDate'],
});

/** `/documents/link`: a web page; its URL is required (461) and names one link only (462). */
export const linkKind = defineKind({
  ...shared,
  name: 'link',
  notFound: '441',
  denied: { CREATE: '401', UPDATE: '403' },
  paths: { list: '/documents/link', item: '/documents/link' },
  fields: {
    ...described,
    url: url({ required: true, requiredCode: '461', unique: { code: '462' } }),
  },
  listFields: ['lang', 'updatedDate', 'url'],
});

export const DOCUMENT_TYPES = ['document', 'link'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** `GET /documents`: documents, links or both (`type`), searched on the server, by title. */
export const DocumentsQuerySchema = z.object({
  type: z.enum(DOCUMENT_TYPES).optional(),
  /** Identifier or title in either language contains this, accents and case ignored. */
  q: TextSchema.trim().max(200).optional(),
  page: recordFilterFields.page,
  per_page: recordFilterFields.per_page,
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;

/** One entry of `GET /documents`: a document or a link, as the list shows it. */
export const DocumentsItemSchema = z.object({
  type: z.enum(DOCUMENT_TYPES),
  id: z.string(),
  labelLg1: z.string(),
  labelLg2: z.string().nullable(),
  lang: z.string().nullable(),
  updatedDate: z.string().nullable(),
  /** A link's address, or where a document's file is published when kept elsewhere. */
  url: z.string().nullable(),
  /** A document's uploaded file name. */
  fileName: z.string().nullable(),
});
export type DocumentsItem = z.infer<typeof DocumentsItemSchema>;

export type Document = ViewOf<typeof documentKind>;
export type DocumentItem = ListItemOf<typeof documentKind>;
export type Link = ViewOf<typeof linkKind>;
export type LinkItem = ListItemOf<typeof linkKind>;

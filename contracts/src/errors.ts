/**
 * Every error the API can answer: its code and its HTTP status (the technical English messages the
 * API sends with them are in error-catalogue.ts, which the browser does not load).
 *
 * Numeric codes are those of the specification's catalogue (and of the system it replaces, so that
 * its clients keep working); they travel as strings. Named codes cover the generic cases.
 * Users never read the API's `message` directly: the SPA turns `code` into words from one Lingui table.
 *
 * Statuses: 400 the request itself is wrong, 401 not signed in, 403 not allowed, 404 missing,
 * 409 the request conflicts with stored data (duplicates, publication order, stale copies),
 * 408/413/415/431 transport limits, 423 records another user is publishing, 500 our fault,
 * 501 a service the deployment does not configure (mail), 502 a service that failed (the mail server), 503 not ready.
 */
export const ERROR_STATUSES = {
  // Generic
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_ENCODING: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  STALE_VERSION: 409,
  WRITE_CONFLICT: 409,
  RECORD_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,

  // Permission denied, per object and action
  '101': 403,
  '102': 403,
  '103': 403,
  '104': 403,
  '201': 403,
  '202': 403,
  '203': 403,
  '301': 403,
  '303': 403,
  '401': 403,
  '403': 403,
  '501': 403,
  '502': 403,
  '503': 403,
  '601': 403,
  '602': 403,
  '603': 403,
  '701': 403,
  '702': 403,
  '703': 403,
  '801': 403,
  '802': 403,
  '803': 403,
  '901': 403,
  '902': 403,
  '903': 403,
  '904': 403,

  // Concepts that cannot be deleted
  '111': 409,
  '112': 409,

  // Does not exist
  '141': 404,
  '241': 404,
  '341': 404,
  '441': 404,
  '541': 404,
  '641': 404,
  '741': 404,
  '841': 404,
  '644': 400,
  '744': 400,
  '844': 400,

  // Documents and links
  '302': 409,
  '304': 409,
  '361': 400,
  '362': 400,
  '461': 400,
  '462': 409,
  '463': 400,

  // Operations
  '542': 400,
  '604': 409,
  '704': 409,
  '804': 409,
  '663': 409,
  '862': 409,
  ALREADY_DOCUMENTED: 409,
  '863': 400,
  TERRITORY_NOT_EDITABLE: 409,
  OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES: 409,

  // Concepts and collections
  CONCEPT_EXISTING_PREF_LABEL_LG1: 409,
  COLLECTION_EXISTING_PREF_LABEL_LG1: 409,
  CONCEPT_DEFINITION_REQUIRED: 400,
  CONCEPT_SCOPE_NOTE_REQUIRED: 400,
  CONCEPT_SCOPE_NOTE_TOO_LONG: 400,
  CONCEPT_NOTE_LG2_ONLY: 400,
  CONCEPT_CHANGE_NOTE_REQUIRED: 400,
  PUBLICATION_IN_PROGRESS: 423,
  MAIL_NOT_CONFIGURED: 501,
  MAIL_NOT_SENT: 502,

  // Label already in use (the "406" family; keys kept from the system this product replaces)
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG1': 409,
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG2': 409,
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1': 409,
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2': 409,
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG1': 409,
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG2': 409,
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG1': 409,
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG2': 409,
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG1': 409,
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG2': 409,

  // Structures and components
  '1001': 409,
  '1002': 409,
  '1003': 409,
  '1004': 409,
  '1005': 409,
  '1006': 409,
  '1007': 409,
  '1008': 409,

  // Code lists
  '1101': 409,
  '1102': 400,
  '1103': 409,
  '1104': 409,
  CODE_LIST_DUPLICATE_CODE: 400,

  // Datasets and distributions
  '1203': 409,
  '1204': 409,
  '1205': 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUSES;
export const ERROR_CODES = Object.keys(ERROR_STATUSES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUSES, value);
}

/**
 * Every error the API can answer, with its HTTP status and a technical English message.
 *
 * Numeric codes are those of the specification's catalogue (and of the system it replaces, so that
 * its clients keep working); they travel as strings. Named codes cover the generic cases.
 * Users never read `message` directly: the SPA turns `code` into words from one Lingui table.
 *
 * Statuses: 400 the request itself is wrong, 401 not signed in, 403 not allowed, 404 missing,
 * 409 the request conflicts with stored data (duplicates, publication order, stale copies),
 * 413/415 transport limits, 500 our fault, 503 not ready.
 */
export const ERROR_CATALOGUE = {
  // Generic
  BAD_REQUEST: { status: 400, message: 'The request could not be read.' },
  VALIDATION_FAILED: { status: 400, message: 'The request does not match the expected schema.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication is required.' },
  FORBIDDEN: { status: 403, message: 'You do not hold the privilege this action requires.' },
  NOT_FOUND: { status: 404, message: 'The resource does not exist.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this resource.' },
  STALE_VERSION: {
    status: 409,
    message: 'The resource was changed by someone else since it was loaded.',
  },
  RECORD_IN_USE: { status: 409, message: 'Other records point to this record.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request content type is not supported.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests; try again shortly.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },

  // Permission denied, per object and action
  '101': { status: 403, message: 'You are not allowed to create a concept.' },
  '102': { status: 403, message: 'You are not allowed to edit this concept.' },
  '103': { status: 403, message: 'You are not allowed to publish this concept.' },
  '104': { status: 403, message: 'You are not allowed to send this concept.' },
  '201': { status: 403, message: 'You are not allowed to create an indicator.' },
  '202': { status: 403, message: 'You are not allowed to edit this indicator.' },
  '203': { status: 403, message: 'You are not allowed to publish this indicator.' },
  '301': { status: 403, message: 'You are not allowed to create a document.' },
  '303': { status: 403, message: 'You are not allowed to edit this document.' },
  '401': { status: 403, message: 'You are not allowed to create a link.' },
  '403': { status: 403, message: 'You are not allowed to edit this link.' },
  '501': { status: 403, message: 'You are not allowed to create a family.' },
  '502': { status: 403, message: 'You are not allowed to edit this family.' },
  '503': { status: 403, message: 'You are not allowed to publish this family.' },
  '601': { status: 403, message: 'You are not allowed to create a series.' },
  '602': { status: 403, message: 'You are not allowed to edit this series.' },
  '603': { status: 403, message: 'You are not allowed to publish this series.' },
  '701': { status: 403, message: 'You are not allowed to create an operation.' },
  '702': { status: 403, message: 'You are not allowed to edit this operation.' },
  '703': { status: 403, message: 'You are not allowed to publish this operation.' },
  '801': { status: 403, message: 'You are not allowed to create a quality report.' },
  '802': { status: 403, message: 'You are not allowed to edit this quality report.' },
  '803': { status: 403, message: 'You are not allowed to publish this quality report.' },
  '901': { status: 403, message: 'You are not allowed to create a collection.' },
  '902': { status: 403, message: 'You are not allowed to edit this collection.' },
  '903': { status: 403, message: 'You are not allowed to publish this collection.' },
  '904': { status: 403, message: 'You are not allowed to send this collection.' },

  // Concepts that cannot be deleted
  '111': { status: 409, message: 'The concept is used in other graphs.' },
  '112': { status: 409, message: 'The concept is linked to other concepts.' },

  // Does not exist
  '141': { status: 404, message: 'The concept does not exist.' },
  '241': { status: 404, message: 'The indicator does not exist.' },
  '341': { status: 404, message: 'The document does not exist.' },
  '441': { status: 404, message: 'The link does not exist.' },
  '541': { status: 404, message: 'The family does not exist.' },
  '641': { status: 404, message: 'The series does not exist.' },
  '741': { status: 404, message: 'The operation does not exist.' },
  '841': { status: 404, message: 'The quality report does not exist.' },
  '644': { status: 400, message: 'The referenced family does not exist.' },
  '744': { status: 400, message: 'The referenced series does not exist.' },
  '844': { status: 400, message: 'The documented object does not exist.' },

  // Documents and links
  '302': { status: 409, message: 'A document with this file name already exists.' },
  '304': {
    status: 409,
    message: 'The document is attached to a quality report; its file cannot be changed.',
  },
  '361': { status: 400, message: 'The file name is empty.' },
  '362': {
    status: 400,
    message: 'The file name may hold only letters without accents, digits, dashes and underscores.',
  },
  '461': { status: 400, message: 'The URL is empty.' },
  '462': { status: 409, message: 'Another link already has this URL.' },
  '463': { status: 400, message: 'The URL is not valid.' },

  // Operations
  '542': { status: 400, message: 'The family body is incorrect.' },
  '604': { status: 409, message: 'Publish the family of this series first.' },
  '704': { status: 409, message: 'Publish the series of this operation first.' },
  '804': { status: 409, message: 'Publish the documented object first.' },
  '663': {
    status: 409,
    message: 'A series cannot have both a quality report and operations.',
  },
  OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES: {
    status: 409,
    message: 'Every series the indicator is produced from must be published first.',
  },

  // Label already in use (the "406" family; keys kept from the system this product replaces)
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG1': {
    status: 409,
    message: 'The first-language title is already used by another document or link.',
  },
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG2': {
    status: 409,
    message: 'The second-language title is already used by another document or link.',
  },
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1': {
    status: 409,
    message: 'The first-language title is already used by another family.',
  },
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2': {
    status: 409,
    message: 'The second-language title is already used by another family.',
  },
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG1': {
    status: 409,
    message: 'The first-language title is already used by another series.',
  },
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG2': {
    status: 409,
    message: 'The second-language title is already used by another series.',
  },
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG1': {
    status: 409,
    message: 'The first-language title is already used by another operation.',
  },
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG2': {
    status: 409,
    message: 'The second-language title is already used by another operation.',
  },
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG1': {
    status: 409,
    message: 'The first-language title is already used by another indicator.',
  },
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG2': {
    status: 409,
    message: 'The second-language title is already used by another indicator.',
  },

  // Structures and components
  '1001': { status: 409, message: 'The component is published or used by a published structure.' },
  '1002': {
    status: 409,
    message: 'A component of this type with the same code list and concept already exists.',
  },
  '1003': { status: 409, message: 'A structure with the same components already exists.' },
  '1004': { status: 409, message: 'The owner is not defined.' },
  '1005': { status: 409, message: 'The dissemination status is not defined.' },
  '1006': { status: 409, message: 'The concept must be published first.' },
  '1007': { status: 409, message: 'The code list must be published first.' },
  '1008': { status: 409, message: 'All components must be published first.' },

  // Code lists
  '1101': { status: 409, message: 'A code list with this identifier already exists.' },
  '1102': { status: 400, message: 'A code list needs at least one code.' },
  '1103': { status: 409, message: 'A published code list cannot be deleted.' },
  '1104': { status: 409, message: 'Another code list depends on this code list.' },
  CODE_LIST_DUPLICATE_CODE: { status: 400, message: 'The same code appears more than once.' },

  // Datasets and distributions
  '1203': { status: 409, message: 'Only an unpublished dataset or distribution can be deleted.' },
  '1204': { status: 409, message: 'A dataset that has distributions cannot be deleted.' },
  '1205': { status: 409, message: 'A dataset from which other datasets derive cannot be deleted.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

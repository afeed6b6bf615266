import { ERROR_STATUSES, type ErrorCode } from './errors.ts';

/** The technical English message the API sends with each error code (users read the SPA's words instead). */
const MESSAGES = {
  // Generic
  BAD_REQUEST: 'The request could not be read.',
  VALIDATION_FAILED: 'The request does not match the expected schema.',
  INVALID_ENCODING: 'The request body is not valid UTF-8.',
  UNAUTHENTICATED: 'Authentication is required.',
  FORBIDDEN: 'You do not hold the privilege this action requires.',
  NOT_FOUND: 'The resource does not exist.',
  METHOD_NOT_ALLOWED: 'This method is not allowed on this resource.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  STALE_VERSION: 'The resource was changed by someone else since it was loaded.',
  WRITE_CONFLICT: 'Another change to the same records was being saved at the same moment; nothing was saved. Try again.',
  RECORD_IN_USE: 'Other records point to this record.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  TOO_MANY_REQUESTS: 'Too many requests; try again shortly.',
  INTERNAL: 'An unexpected error occurred.',
  SERVICE_UNAVAILABLE: 'The service is not available right now.',

  // Permission denied, per object and action
  '101': 'You are not allowed to create a concept.',
  '102': 'You are not allowed to edit this concept.',
  '103': 'You are not allowed to publish this concept.',
  '104': 'You are not allowed to send this concept.',
  '201': 'You are not allowed to create an indicator.',
  '202': 'You are not allowed to edit this indicator.',
  '203': 'You are not allowed to publish this indicator.',
  '301': 'You are not allowed to create a document.',
  '303': 'You are not allowed to edit this document.',
  '401': 'You are not allowed to create a link.',
  '403': 'You are not allowed to edit this link.',
  '501': 'You are not allowed to create a family.',
  '502': 'You are not allowed to edit this family.',
  '503': 'You are not allowed to publish this family.',
  '601': 'You are not allowed to create a series.',
  '602': 'You are not allowed to edit this series.',
  '603': 'You are not allowed to publish this series.',
  '701': 'You are not allowed to create an operation.',
  '702': 'You are not allowed to edit this operation.',
  '703': 'You are not allowed to publish this operation.',
  '801': 'You are not allowed to create a quality report.',
  '802': 'You are not allowed to edit this quality report.',
  '803': 'You are not allowed to publish this quality report.',
  '901': 'You are not allowed to create a collection.',
  '902': 'You are not allowed to edit this collection.',
  '903': 'You are not allowed to publish this collection.',
  '904': 'You are not allowed to send this collection.',

  // Concepts that cannot be deleted
  '111': 'The concept is used in other graphs.',
  '112': 'The concept is linked to other concepts.',

  // Does not exist
  '141': 'The concept does not exist.',
  '241': 'The indicator does not exist.',
  '341': 'The document does not exist.',
  '441': 'The link does not exist.',
  '541': 'The family does not exist.',
  '641': 'The series does not exist.',
  '741': 'The operation does not exist.',
  '841': 'The quality report does not exist.',
  '644': 'The referenced family does not exist.',
  '744': 'The referenced series does not exist.',
  '844': 'The documented object does not exist.',

  // Documents and links
  '302': 'A document with this file name already exists.',
  '304': 'The document is attached to a quality report; its file cannot be changed.',
  '361': 'The file name is empty.',
  '362': 'The file name may hold only letters without accents, digits, dashes and underscores.',
  '461': 'The URL is empty.',
  '462': 'Another link already has this URL.',
  '463': 'The URL is not valid.',

  // Operations
  '542': 'The family body is incorrect.',
  '604': 'Publish the family of this series first.',
  '704': 'Publish the series of this operation first.',
  '804': 'Publish the documented object first.',
  '663': 'A series cannot have both a quality report and operations.',
  '862': 'Only the quality report of a series can be deleted.',
  ALREADY_DOCUMENTED: 'The documented object already has a quality report.',
  '863': 'An export needs at least one language.',
  TERRITORY_NOT_EDITABLE: 'Only statistical territories can be edited; official ones come from the official geography.',
  OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES: 'Every series the indicator is produced from must be published first.',

  // Concepts and collections
  CONCEPT_EXISTING_PREF_LABEL_LG1: 'The first-language label is already used by another concept.',
  COLLECTION_EXISTING_PREF_LABEL_LG1: 'The first-language label is already used by another collection.',
  CONCEPT_DEFINITION_REQUIRED: 'The concept must have a definition in the first language.',
  CONCEPT_SCOPE_NOTE_REQUIRED: 'The dissemination status being public, the short definition in the first language is required.',
  CONCEPT_SCOPE_NOTE_TOO_LONG: 'The short definition is longer than the limit (MAX_LENGTH_SCOPE_NOTE characters).',
  CONCEPT_NOTE_LG2_ONLY: 'A short definition, editorial note or change note cannot be given in the second language only.',
  CONCEPT_CHANGE_NOTE_REQUIRED: 'A new version needs a change note in the first language, different from the previous one.',
  PUBLICATION_IN_PROGRESS: 'Another user is publishing some of these records; try again in a moment.',
  MAIL_NOT_CONFIGURED: 'No mail server is configured (SMTP_URL).',
  MAIL_NOT_SENT: 'The mail server refused the message.',

  // Label already in use (the "406" family; keys kept from the system this product replaces)
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG1': 'The first-language title is already used by another document or link.',
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG2': 'The second-language title is already used by another document or link.',
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1': 'The first-language title is already used by another family.',
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2': 'The second-language title is already used by another family.',
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG1': 'The first-language title is already used by another series.',
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG2': 'The second-language title is already used by another series.',
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG1': 'The first-language title is already used by another operation.',
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG2': 'The second-language title is already used by another operation.',
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG1': 'The first-language title is already used by another indicator.',
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG2': 'The second-language title is already used by another indicator.',

  // Structures and components
  '1001': 'The component is published or used by a published structure.',
  '1002': 'A component of this type with the same code list and concept already exists.',
  '1003': 'A structure with the same components already exists.',
  '1004': 'The owner is not defined.',
  '1005': 'The dissemination status is not defined.',
  '1006': 'The concept must be published first.',
  '1007': 'The code list must be published first.',
  '1008': 'All components must be published first.',

  // Code lists
  '1101': 'A code list with this identifier already exists.',
  '1102': 'A code list needs at least one code.',
  '1103': 'A published code list cannot be deleted.',
  '1104': 'Another code list depends on this code list.',
  CODE_LIST_DUPLICATE_CODE: 'The same code appears more than once.',

  // Datasets and distributions
  '1203': 'Only an unpublished dataset or distribution can be deleted.',
  '1204': 'A dataset that has distributions cannot be deleted.',
  '1205': 'A dataset from which other datasets derive cannot be deleted.',
} as const satisfies Record<ErrorCode, string>;

/** Each error code with its HTTP status and technical English message, as the API answers it. */
export const ERROR_CATALOGUE = Object.fromEntries(
  (Object.keys(ERROR_STATUSES) as ErrorCode[]).map((code) => [code, { status: ERROR_STATUSES[code], message: MESSAGES[code] }]),
) as { readonly [C in ErrorCode]: { readonly status: (typeof ERROR_STATUSES)[C]; readonly message: (typeof MESSAGES)[C] } };

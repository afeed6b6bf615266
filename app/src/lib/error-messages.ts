import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isErrorCode, type ErrorCode } from '@atelier/contracts';
import { ApiRequestError, NetworkError, UnknownCallKindError } from './api-client.ts';
import { MissingFileNameError } from './api-download.ts';

/**
 * What users read for each error code of the API (specification §8), in both languages. A new code
 * in the contracts breaks the build here until it has its words.
 */
export const ERROR_MESSAGES = {
  BAD_REQUEST: msg`The request could not be understood by the server.`,
  VALIDATION_FAILED: msg`Some values were refused by the server. Check the form and try again.`,
  INVALID_ENCODING: msg`The server could not read what was sent: its characters are not encoded as expected. Try again.`,
  UNAUTHENTICATED: msg`Your session has ended. Please sign in again.`,
  FORBIDDEN: msg`You do not hold the privilege this action needs.`,
  NOT_FOUND: msg`What you asked for does not exist, or no longer does.`,
  METHOD_NOT_ALLOWED: msg`This action is not possible on this record.`,
  REQUEST_TIMEOUT: msg`What was sent took too long to reach the server. Check your connection and try again.`,
  STALE_VERSION: msg`Someone else changed this record since you opened it. Your changes were not saved: reload it to see the current version.`,
  WRITE_CONFLICT: msg`Someone else was saving a change to the same records at the same moment. Nothing was saved: try again.`,
  RECORD_IN_USE: msg`This record cannot be deleted: other records point to it.`,
  PAYLOAD_TOO_LARGE: msg`This is too large: the file, or all that was sent, exceeds what the server accepts.`,
  UNSUPPORTED_MEDIA_TYPE: msg`This type of file or content is not accepted.`,
  HEADERS_TOO_LARGE: msg`The request was too large for the server to read. Sign out and in again, then try again.`,
  TOO_MANY_REQUESTS: msg`Too many requests at once. Wait a moment and try again.`,
  INTERNAL: msg`An error has occurred. Please contact the provider's administration team and provide them with the following message: {message}`,
  SERVICE_UNAVAILABLE: msg`The service is not available right now. Please try again later.`,

  '101': msg`You are not allowed to create a concept.`,
  '102': msg`You are not allowed to modify this concept.`,
  '103': msg`You are not allowed to publish this concept.`,
  '104': msg`You are not allowed to send this concept.`,
  '201': msg`You are not allowed to create an indicator.`,
  '202': msg`You are not allowed to modify this indicator.`,
  '203': msg`You are not allowed to publish this indicator.`,
  '301': msg`You are not allowed to create a document.`,
  '303': msg`You are not allowed to modify this document.`,
  '401': msg`You are not allowed to create a link.`,
  '403': msg`You are not allowed to modify this link.`,
  '501': msg`You are not allowed to create a family.`,
  '502': msg`You are not allowed to modify this family.`,
  '503': msg`You are not allowed to publish this family.`,
  '601': msg`You are not allowed to create a series.`,
  '602': msg`You are not allowed to modify this series.`,
  '603': msg`You are not allowed to publish this series.`,
  '701': msg`You are not allowed to create an operation.`,
  '702': msg`You are not allowed to modify this operation.`,
  '703': msg`You are not allowed to publish this operation.`,
  '801': msg`You are not allowed to create a quality report.`,
  '802': msg`You are not allowed to modify this quality report.`,
  '803': msg`You are not allowed to publish this quality report.`,
  '901': msg`You are not allowed to create a collection.`,
  '902': msg`You are not allowed to modify this collection.`,
  '903': msg`You are not allowed to publish this collection.`,
  '904': msg`You are not allowed to send this collection.`,

  '111': msg`This concept cannot be deleted: it is used in other graphs.`,
  '112': msg`This concept cannot be deleted: other concepts are linked to it.`,

  '141': msg`This concept does not exist.`,
  '241': msg`This indicator does not exist.`,
  '341': msg`This document does not exist.`,
  '441': msg`This link does not exist.`,
  '541': msg`This family does not exist.`,
  '641': msg`This series does not exist.`,
  '741': msg`This operation does not exist.`,
  '841': msg`This quality report does not exist.`,
  '644': msg`The family this series refers to does not exist.`,
  '744': msg`The series this operation refers to does not exist.`,
  '844': msg`The object this quality report documents does not exist.`,

  '302': msg`A document with this file name already exists.`,
  '304': msg`A quality report cites it: it cannot be deleted, nor can a document's file be replaced.`,
  '361': msg`The file name is empty.`,
  '362': msg`The file name may only hold letters without accents, digits, dashes and underscores, then an extension (quality-report_2024.pdf).`,
  '461': msg`The URL is empty.`,
  '462': msg`Another link already has this URL.`,
  '463': msg`This URL is not valid.`,

  '542': msg`The family could not be read: its title is missing or incorrect.`,
  '604': msg`Publish the family of this series first.`,
  '704': msg`Publish the series of this operation first.`,
  '804': msg`Publish the object this quality report documents first.`,
  '663': msg`A series cannot have both a quality report and operations.`,
  '862': msg`Only the quality report of a series can be deleted.`,
  ALREADY_DOCUMENTED: msg`This operation, series or indicator already has a quality report.`,
  '863': msg`Choose at least one language to export.`,
  TERRITORY_NOT_EDITABLE: msg`Only statistical territories can be edited; official ones come from the official geography.`,
  OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES: msg`Publish every series this indicator is produced from first.`,

  CONCEPT_EXISTING_PREF_LABEL_LG1: msg`This label (first language) is already used by another concept.`,
  COLLECTION_EXISTING_PREF_LABEL_LG1: msg`This label (first language) is already used by another collection.`,
  CONCEPT_DEFINITION_REQUIRED: msg`The concept must have a definition.`,
  CONCEPT_SCOPE_NOTE_REQUIRED: msg`The dissemination status being public, the short definition in the first language is required.`,
  CONCEPT_SCOPE_NOTE_TOO_LONG: msg`The short definition is too long.`,
  CONCEPT_NOTE_LG2_ONLY: msg`This note cannot be given in the second language only: fill in the first language.`,
  CONCEPT_CHANGE_NOTE_REQUIRED: msg`A new version needs a change note (first language) that differs from the previous one.`,
  PUBLICATION_IN_PROGRESS: msg`Someone else is publishing some of these records. Waiting for them to finish…`,
  MAIL_NOT_CONFIGURED: msg`Sending by mail is not configured.`,
  MAIL_NOT_SENT: msg`The mail server refused the message. Try again later.`,

  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG1': msg`This title (first language) is already used by another document or link.`,
  '406_OPERATION_DOCUMENT_OPERATION_DOCUMENT_LINK_EXISTING_LABEL_LG2': msg`This title (second language) is already used by another document or link.`,
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1': msg`This title (first language) is already used by another family.`,
  '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2': msg`This title (second language) is already used by another family.`,
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG1': msg`This title (first language) is already used by another series.`,
  '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG2': msg`This title (second language) is already used by another series.`,
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG1': msg`This title (first language) is already used by another operation.`,
  '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG2': msg`This title (second language) is already used by another operation.`,
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG1': msg`This title (first language) is already used by another indicator.`,
  '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG2': msg`This title (second language) is already used by another indicator.`,

  '1001': msg`This component cannot be deleted: it is published or used by a published structure.`,
  '1002': msg`A component of this type with the same code list and concept already exists.`,
  '1003': msg`A structure with exactly the same components already exists.`,
  '1004': msg`The owner is not defined.`,
  '1005': msg`The dissemination status is not defined.`,
  '1006': msg`The concept must be published first.`,
  '1007': msg`The code list must be published first.`,
  '1008': msg`All the components must be published first.`,

  '1101': msg`A code list with this identifier already exists.`,
  '1102': msg`A code list needs at least one code.`,
  '1103': msg`A published code list cannot be deleted.`,
  '1104': msg`This code list cannot be deleted: a partial code list depends on it.`,
  CODE_LIST_DUPLICATE_CODE: msg`The same code appears more than once in the list.`,

  '1203': msg`Only an unpublished dataset or distribution can be deleted.`,
  '1204': msg`A dataset that has distributions cannot be deleted.`,
  '1205': msg`A dataset from which other datasets derive cannot be deleted.`,
} as const satisfies Record<ErrorCode, MessageDescriptor>;

/** The cases that are not an API error code. */
export const GENERIC_ERROR_MESSAGES = {
  serverError: ERROR_MESSAGES.INTERNAL,
  unknownCode: msg`The server refused the request (status {status}).`,
  notJson: msg`The server answered with an error (status {status}): {text}`,
  network: msg`The server could not be reached. Check your connection and try again.`,
  missingFileName: msg`The download failed: the server did not name the file.`,
  unknownCallKind: msg`The HTTP method of this call cannot be guessed.`,
  unexpected: msg`Something went wrong: {message}`,
} as const satisfies Record<string, MessageDescriptor>;

/** A message with its placeholders filled, in the language `i18n` is active in. */
function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  // A variable, not an object literal: Lingui's extractor reads literal arguments of i18n._ as messages.
  const filled: MessageDescriptor = { ...descriptor, values };
  return i18n._(filled);
}

/** The words for any error an API call can end with, in the active language. */
export function describeError(error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && (!error.body || error.body.code === 'INTERNAL')) {
      const message = error.body?.message ?? error.rawText.slice(0, 300);
      return say(i18n, GENERIC_ERROR_MESSAGES.serverError, { message });
    }
    if (error.body && isErrorCode(error.body.code)) return say(i18n, ERROR_MESSAGES[error.body.code], { message: error.body.message });
    if (error.rawText.trim() !== '' && !isJsonObject(error.rawText)) {
      return say(i18n, GENERIC_ERROR_MESSAGES.notJson, { status: error.status, text: error.rawText.slice(0, 300) });
    }
    return say(i18n, GENERIC_ERROR_MESSAGES.unknownCode, { status: error.status });
  }
  if (error instanceof NetworkError) return say(i18n, GENERIC_ERROR_MESSAGES.network);
  if (error instanceof MissingFileNameError) return say(i18n, GENERIC_ERROR_MESSAGES.missingFileName);
  if (error instanceof UnknownCallKindError) return say(i18n, GENERIC_ERROR_MESSAGES.unknownCallKind);
  return say(i18n, GENERIC_ERROR_MESSAGES.unexpected, { message: error instanceof Error ? error.message : String(error) });
}

/** An error body in JSON whose code this version does not know, from a newer server for example. */
function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

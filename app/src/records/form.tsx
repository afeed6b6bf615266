import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, type FormError } from '@atelier/ui-kit';
import { ApiRequestError } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';
import type { FieldNames } from './field-names.ts';
import { useIssueWords } from './issue-words.ts';
import { PartlySavedError } from './record-api.ts';

/**
 * react-hook-form's errors as the kit's error summary lists them: in the order of the form, each
 * linked to its field by name.
 */
export function summaryOf<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): FormError[] {
  return order.flatMap((name) => {
    const error: unknown = errors[name];
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return [{ name, message }];
    // The entries of ordered parts: each entry's fields, in order, named as their controls are (`columns.2.term`).
    if (!Array.isArray(error)) return [];
    return error.flatMap((entry: unknown, index) =>
      Object.entries((entry ?? {}) as Record<string, { message?: unknown } | undefined>).flatMap(([part, partError]) =>
        typeof partError?.message === 'string' ? [{ name: `${name}.${index}.${part}`, message: partError.message }] : [],
      ),
    );
  });
}

/**
 * The field issues of a 400 VALIDATION_FAILED in the user's words: the field by its name (and the
 * item's position in a list: "Codes 4"), the issue by its code. The server's English is not shown.
 */
function useFieldIssues(error: unknown, fieldName: FieldNames): string[] {
  const words = useIssueWords();
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'VALIDATION_FAILED') return [];
  const details = error.body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    const { path, code } = (issue ?? {}) as { path?: unknown; code?: unknown };
    if (!Array.isArray(path) || typeof code !== 'string') return [];
    const [field, position] = (path as unknown[]).filter((part) => part !== 'body');
    const name = typeof field === 'string' ? fieldName(field) : '';
    return [words(typeof position === 'number' ? `${name} ${position + 1}` : name, { code })];
  });
}

export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body?.code === 'STALE_VERSION';
}

export interface SaveErrorProps {
  error: unknown;
  /** The names of the form's fields, for the server's refusals of some of them. */
  fieldName: FieldNames;
  /** Discards the form's changes and loads the record as it is now (offered after a 409 conflict). */
  onReload?: () => void;
}

/**
 * Why a save failed, in the user's words. Nothing was changed on the server; the form keeps what
 * was typed. A conflict with someone else's save says so and offers the current version.
 */
export function SaveError({ error, fieldName, onReload }: SaveErrorProps) {
  const { i18n } = useLingui();
  // Part of it was saved (a document's fields, not its new file): that part is said, then why the rest was refused.
  const partly = error instanceof PartlySavedError ? error : null;
  const cause = partly ? partly.reason : error;
  const issues = useFieldIssues(cause, fieldName);
  const stale = isStaleVersion(cause);
  let actions: ReactNode;
  if (stale && onReload) {
    actions = (
      <Button variant="secondary" size="sm" onPress={onReload}>
        <Trans>Discard my changes and load the current version</Trans>
      </Button>
    );
  }
  return (
    <Alert
      tone="error"
      title={stale ? <Trans>Someone else saved this record meanwhile</Trans> : partly ? <Trans>Partly saved</Trans> : <Trans>Not saved</Trans>}
      actions={actions}
    >
      {partly && <p>{partly.unsaved}</p>}
      <p>{describeError(cause, i18n)}</p>
      {issues.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

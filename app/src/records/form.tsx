import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, type FormError } from '@atelier/ui-kit';
import { ApiRequestError } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';

/**
 * react-hook-form's errors as the kit's error summary lists them: in the order of the form, each
 * linked to its field by name.
 */
export function summaryOf<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): FormError[] {
  return order.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? [{ name, message }] : [];
  });
}

/** The field issues of a 400 VALIDATION_FAILED, as the server named them (`codes.3.parentCode: …`). */
function fieldIssues(error: unknown): string[] {
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'VALIDATION_FAILED') return [];
  const details = error.body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (!Array.isArray(path) || typeof message !== 'string') return [];
    return [`${path.filter((part) => part !== 'body').join('.')}: ${message}`];
  });
}

export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body?.code === 'STALE_VERSION';
}

export interface SaveErrorProps {
  error: unknown;
  /** Discards the form's changes and loads the record as it is now (offered after a 409 conflict). */
  onReload?: () => void;
}

/**
 * Why a save failed, in the user's words. Nothing was changed on the server; the form keeps what
 * was typed. A conflict with someone else's save says so and offers the current version.
 */
export function SaveError({ error, onReload }: SaveErrorProps) {
  const { i18n } = useLingui();
  const issues = fieldIssues(error);
  const stale = isStaleVersion(error);
  let actions: ReactNode;
  if (stale && onReload) {
    actions = (
      <Button variant="secondary" size="sm" onPress={onReload}>
        <Trans>Discard my changes and load the current version</Trans>
      </Button>
    );
  }
  return (
    <Alert tone="error" title={stale ? <Trans>Someone else saved this record meanwhile</Trans> : <Trans>Not saved</Trans>} actions={actions}>
      <p>{describeError(error, i18n)}</p>
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

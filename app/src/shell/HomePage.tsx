import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from './DocumentTitle.tsx';

/** The landing page. */
export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle page={t`Home`} />
      <h1 className="text-3xl font-bold">
        <Trans>Reference metadata</Trans>
      </h1>
      <p className="mt-3 max-w-prose text-ink-muted">
        <Trans>
          Create, edit and publish the concepts, classifications, statistical operations, structures, datasets and
          code lists of the office, in French and in English.
        </Trans>
      </p>
    </>
  );
}

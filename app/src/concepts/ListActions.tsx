import { Trans } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { collectionUi, conceptUi } from './kinds.ts';

/** Where the concepts' exports and bulk publication are. */
export const CONCEPT_EXPORT_HREF = '/concepts/export';
export const CONCEPT_VALIDATION_HREF = '/concepts/validation';

/** Export for every reader, Publish (the bulk publication) for those who may publish. */
function ExportAndPublish({ exportHref, validationHref, mayPublish }: { exportHref: string; validationHref: string; mayPublish: boolean }) {
  return (
    <>
      <LinkButton href={exportHref} variant="secondary">
        <Trans>Export</Trans>
      </LinkButton>
      <GuardedAction allowed={mayPublish}>
        <LinkButton href={validationHref} variant="secondary">
          <Trans>Publish</Trans>
        </LinkButton>
      </GuardedAction>
    </>
  );
}

/** The concepts' list: their export and bulk publication. */
export function ConceptListActions() {
  const { can } = useAuthorization();
  return <ExportAndPublish exportHref={CONCEPT_EXPORT_HREF} validationHref={CONCEPT_VALIDATION_HREF} mayPublish={can(conceptUi.kind.application, 'PUBLISH')} />;
}

/** The collections' list: their export and bulk publication. */
export function CollectionListActions() {
  const { can } = useAuthorization();
  return (
    <ExportAndPublish
      exportHref="/concepts/collections/export"
      validationHref="/concepts/collections/validation"
      mayPublish={can(collectionUi.kind.application, 'PUBLISH')}
    />
  );
}

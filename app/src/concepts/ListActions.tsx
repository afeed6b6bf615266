import { Trans } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import type { RecordUi } from '../records/kind.ts';

/**
 * The concepts' and the collections' lists: Export (`{list}/export`) for every reader, Publish (the
 * bulk publication, `{list}/validation`) for those who may publish.
 */
export function ExportAndPublishActions({ ui }: { ui: RecordUi }) {
  const { can } = useAuthorization();
  return (
    <>
      <LinkButton href={`${ui.pages.list}/export`} variant="secondary">
        <Trans>Export</Trans>
      </LinkButton>
      <GuardedAction allowed={can(ui.kind.application, 'PUBLISH')}>
        <LinkButton href={`${ui.pages.list}/validation`} variant="secondary">
          <Trans>Publish</Trans>
        </LinkButton>
      </GuardedAction>
    </>
  );
}

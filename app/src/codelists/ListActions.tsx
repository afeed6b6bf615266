import { Trans } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import type { RecordUi } from '../records/kind.ts';

/** The complete lists' list: Import (`/codelists/import`) for those who may create lists. */
export function ImportAction({ ui }: { ui: RecordUi }) {
  const { can } = useAuthorization();
  return (
    <GuardedAction allowed={can(ui.kind.application, 'CREATE')}>
      <LinkButton href={`${ui.pages.list}/import`} variant="secondary">
        <Trans>Import</Trans>
      </LinkButton>
    </GuardedAction>
  );
}

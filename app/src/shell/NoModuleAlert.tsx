import { Trans } from '@lingui/react/macro';
import { Alert } from '@atelier/ui-kit';

/** What the home page says to someone who may enter no module (rare: loaded only then). */
export default function NoModuleAlert() {
  return (
    <Alert tone="info" live="off" title={<Trans>No module available</Trans>}>
      <Trans>You do not hold any privilege in this application yet. Ask the administration team for access.</Trans>
    </Alert>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, PageTitle } from '@atelier/ui-kit';
import { RequirePrivilege } from '../../records/RequirePrivilege.tsx';
import { DocumentTitle } from '../../shell/DocumentTitle.tsx';

/** Where the administration's screens are. */
export const DASHBOARD_HREF = '/concepts/administration/dashboard';

/**
 * `/concepts/administration`: the concepts module's administration, for those who hold its
 * privilege (the menu shows it to them only); today, the dashboard.
 */
export function AdministrationPage() {
  const { t } = useLingui();
  const title = t`Concepts administration`;
  return (
    <RequirePrivilege application="CONCEPT_CONCEPT" privilege="ADMINISTRATION" page={title}>
      <div className="flex flex-col gap-6">
        <DocumentTitle page={title} />
        <PageTitle>{title}</PageTitle>
        <ul className="flex flex-col gap-4">
          <li className="flex flex-col gap-1">
            <Link href={DASHBOARD_HREF} className="text-lg font-semibold">
              <Trans>Dashboard</Trans>
            </Link>
            <p className="text-ink-muted">
              <Trans>Concepts and collections as of today, by dissemination status and by owner, and those created or modified since a chosen date.</Trans>
            </p>
          </li>
        </ul>
      </div>
    </RequirePrivilege>
  );
}

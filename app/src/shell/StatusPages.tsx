// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ForbiddenPanel, LinkButton, MaintenancePanel, NotAvailableYetPanel, NotFoundPanel } from '@atelier/ui-kit';
import { DocumentTitle } from './DocumentTitle.tsx';
import { MainContent } from './MainContent.tsx';

function HomeLink() {
  return (
    <LinkButton href="/" variant="secondary">
      <Trans>Back to the home page</Trans>
    </LinkButton>
  );
}

// Whole-page states. The layout around decides whether they sit in a module (with its menu) or not.

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <MainContent>
      <DocumentTitle page={t`Page not found`} />
      <NotFoundPanel actions={<HomeLink />} />
    </MainContent>
  );
}

export function MaintenancePage({ moduleTitle }: { moduleTitle: string }) {
  const { t } = useLingui();
  return (
    <MainContent>
      <DocumentTitle lead={t`Under maintenance`} page={moduleTitle} />
      <MaintenancePanel actions={<HomeLink />} />
    </MainContent>
  );
}

/** Inside a layout that already renders the main landmark. */
export function ForbiddenContent({ page }: { page: string }) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle lead={t`Not allowed`} page={page} />
      <ForbiddenPanel actions={<HomeLink />} />
    </>
  );
}

export function ForbiddenPage({ page }: { page: string }) {
  return (
    <MainContent>
      <ForbiddenContent page={page} />
    </MainContent>
  );
}

/** Inside a module layout: a screen of the specification that this version does not have yet. */
export function NotAvailableYetContent({ page }: { page: string }) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle lead={t`Not available yet`} page={page} />
      <NotAvailableYetPanel />
    </>
  );
}

/** Inside a module layout: an address that is none of the module's screens. */
export function NotFoundContent() {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle page={t`Page not found`} />
      <NotFoundPanel actions={<HomeLink />} />
    </>
  );
}

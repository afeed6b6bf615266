// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atelier/ui-kit';
import { useSession } from '../auth/session-context.ts';
import { SignInUnavailableAlert } from '../auth/SignInMessages.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { MainContent } from './MainContent.tsx';

/** The only page outside authentication: where logging out leads, with a way back in. */
export function LogoutPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <MainContent>
      <DocumentTitle page={t`Logout`} />
      <div className="mx-auto flex max-w-prose flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-bold">
          <Trans>You are logged out</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Log in again to go on working with the reference metadata.</Trans>
        </p>
        {session.failure && <SignInUnavailableAlert failure={session.failure} />}
        <Button onPress={() => void session.login()}>
          <Trans>Login</Trans>
        </Button>
      </div>
    </MainContent>
  );
}

// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atelier/ui-kit';
import { useSession } from '../auth/session-context.ts';
import { SignInUnavailableAlert } from '../auth/SignInMessages.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { MainContent } from './MainContent.tsx';

/**
 * The only page outside authentication: where logging out leads, with a way back in. In demo mode
 * nobody signs in or out: the page says so plainly and offers to come back as the demo user.
 */
export function LogoutPage() {
  const { t } = useLingui();
  const session = useSession();
  if (session.mode === 'demo') return <DemoLogoutPage />;
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

/** Logout in demo mode: there was no sign-in to end, and coming back needs none. */
function DemoLogoutPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <MainContent>
      <DocumentTitle page={t`You have left the demonstration`} />
      <div className="mx-auto flex max-w-prose flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-bold">
          <Trans>You have left the demonstration</Trans>
        </h1>
        <p>
          <Trans>
            Atelier runs in demo mode: nobody signs in or out, and everyone works as the same demo user, who holds every
            privilege. There is nothing more to do to log out.
          </Trans>
        </p>
        <Button onPress={() => void session.login()}>
          <Trans>Come back as the demo user</Trans>
        </Button>
      </div>
    </MainContent>
  );
}

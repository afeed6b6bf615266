// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from './DocumentTitle.tsx';

export interface ConfigErrorPageProps {
  /** `sign-in`: OpenID Connect is required but the host gave no issuer or client id. */
  reason?: 'configuration' | 'sign-in';
}

/** Shown instead of the application when its configuration cannot be loaded. */
export function ConfigErrorPage({ reason = 'configuration' }: ConfigErrorPageProps) {
  const { t } = useLingui();
  return (
    <main className="mx-auto flex w-full max-w-prose flex-1 flex-col justify-center gap-4 px-4 py-12">
      <DocumentTitle page={t`Application unavailable`} />
      <h1 className="text-2xl font-bold">
        <Trans>The application could not start</Trans>
      </h1>
      <p role="alert">
        {reason === 'sign-in' ? (
          <Trans>
            Sign-in is not configured: the issuer and the client identifier are missing. Please contact the
            administration team of the application.
          </Trans>
        ) : (
          <Trans>
            Its configuration could not be loaded. Please contact the administration team of the application.
          </Trans>
        )}
      </p>
    </main>
  );
}

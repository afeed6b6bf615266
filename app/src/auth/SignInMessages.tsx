import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@atelier/ui-kit';
import type { SignInFailure } from './diagnose.ts';

/** The specification's message when sign-in cannot start, and what we could find out about why. */
export function SignInUnavailableAlert({ failure }: { failure: SignInFailure }) {
  const { t } = useLingui();
  const cause: Record<SignInFailure, string | null> = {
    'server-down': t`The sign-in server does not answer.`,
    'misconfigured-client': t`The sign-in server refuses this application: its client settings are wrong. Please tell the administration team.`,
    'cross-origin': t`The browser blocked the call to the sign-in server (cross-origin policy). Please tell the administration team.`,
    'silent-page-missing': t`The silent sign-in page is missing from this installation. Please tell the administration team.`,
    unavailable: null,
  };
  return (
    <Alert tone="error" title={<Trans>Authentication is currently unavailable. Please try again later.</Trans>}>
      {cause[failure] && <p>{cause[failure]}</p>}
    </Alert>
  );
}

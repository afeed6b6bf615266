import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@atelier/ui-kit';

/** The only address outside authentication. */
export const LOGOUT_PATH = '/logout';

/** While sign-in is under way. */
export function SigningIn() {
  const { t } = useLingui();
  return (
    <main className="flex flex-1 items-center justify-center p-12">
      <title>{t`Signing in`}</title>
      <Spinner size="lg" label={t`Signing in`} />
    </main>
  );
}

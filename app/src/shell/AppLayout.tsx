import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppFooter, AppHeader, SkipLink } from '@atelier/ui-kit';
import { useAppContext } from './app-context.ts';
import { PRODUCT_NAME } from './DocumentTitle.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, main landmark and footer around every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { version: apiVersion } = useAppContext();
  const uiVersion = __UI_VERSION__;
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader
        logoSrc="/img/logo.svg"
        productName={PRODUCT_NAME}
        title={t`Metadata management application`}
        homeHref="/"
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 outline-none sm:px-6">
        {children}
      </main>
      <AppFooter
        items={[
          PRODUCT_NAME,
          <Trans key="ui">Interface {uiVersion}</Trans>,
          <Trans key="api">API {apiVersion}</Trans>,
        ]}
      />
    </>
  );
}

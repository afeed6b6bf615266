import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppFooter, AppHeader, BackToTop, LanguageSwitch, SkipLink } from '@atelier/ui-kit';
import { UI_LOCALES } from '@atelier/contracts';
import { useSession } from '../auth/session-context.ts';
import { LOCALE_NAMES } from '../lib/i18n.ts';
import { useAppContext } from './app-context.ts';
import { useInterfaceLocale } from './AppProviders.tsx';
import { PRODUCT_NAME } from './DocumentTitle.tsx';
import { MAIN_CONTENT_ID } from './MainContent.tsx';
import { LazyToasts } from './LazyToasts.tsx';
import { Announcer } from './Announcer.tsx';

/** The top of the page, where "back to top" returns the focus. */
const TOP_ID = 'top';
const LANGUAGE_OPTIONS = UI_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

export interface AppLayoutProps {
  children: ReactNode;
  /** Whether the footer offers to log out (not on the logout page itself). */
  showLogout?: boolean;
}

/**
 * Header, footer and the page-wide helpers around every page (back to top, the live region that
 * says each new page's title, the toasts); the page brings its own main landmark.
 */
export function AppLayout({ children, showLogout = true }: AppLayoutProps) {
  const { t } = useLingui();
  const { version: apiVersion } = useAppContext();
  const { locale, setLocale } = useInterfaceLocale();
  const session = useSession();
  const uiVersion = __UI_VERSION__;
  return (
    <>
      <div id={TOP_ID} tabIndex={-1} className="outline-none" />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader
        logoSrc="/img/logo.svg"
        productName={PRODUCT_NAME}
        title={t`Metadata management application`}
        homeHref="/"
        actions={<LanguageSwitch value={locale} options={LANGUAGE_OPTIONS} onChange={(next) => void setLocale(next)} />}
      />
      {children}
      {/* Between the content and the footer: at the end of the page it rests there, clear of the footer's logout. */}
      <BackToTop targetId={TOP_ID} />
      <AppFooter
        items={[
          PRODUCT_NAME,
          <Trans key="ui">Interface {uiVersion}</Trans>,
          <Trans key="api">API {apiVersion}</Trans>,
        ]}
        {...(showLogout && session.isSignedIn ? { logout: { label: <Trans>Logout</Trans>, onLogout: () => void session.logout() } } : {})}
      />
      <Announcer />
      <LazyToasts />
    </>
  );
}

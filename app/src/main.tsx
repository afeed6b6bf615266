// First of all: zod's settings (no eval, which the content security policy forbids) before any schema.
import '@atelier/contracts/zod-config';
import './styles.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionProvider, type SessionProviderProps } from './auth/SessionProvider.tsx';
import { configureApi } from './lib/api-client.ts';
import { activateLocale, initialLocale } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { createAppRouter } from './router.tsx';
import { appContextQuery } from './shell/app-context.ts';
import { LocaleProviders } from './shell/AppProviders.tsx';
import { SecondLanguageProvider } from './shell/second-language.tsx';

/** Start-up: language, host configuration, application context, sign-in, then the router. */
async function boot(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  const locale = initialLocale();
  await activateLocale(locale);
  const render = (content: ReactNode) =>
    root.render(
      <StrictMode>
        <LocaleProviders initial={locale}>{content}</LocaleProviders>
      </StrictMode>,
    );

  const queryClient = createQueryClient();
  let sessionProps: Omit<SessionProviderProps, 'children'>;
  try {
    sessionProps = await loadSessionSettings(queryClient);
  } catch (error) {
    console.error('Atelier could not load its configuration', error);
    // Loaded only when needed, like the sign-in settings: the first page stays light.
    const { ConfigErrorPage } = await import('./shell/ConfigErrorPage.tsx');
    const signIn = error instanceof Error && error.name === 'SignInConfigError';
    render(<ConfigErrorPage reason={signIn ? 'sign-in' : 'configuration'} />);
    return;
  }

  const router = createAppRouter(queryClient);
  const { lg1, lg2 } = await queryClient.fetchQuery(appContextQuery());
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider {...sessionProps}>
        <SecondLanguageProvider lg1={lg1} lg2={lg2}>
          <RouterProvider router={router} />
        </SecondLanguageProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Reads the host's configuration and the application context; with OpenID Connect, the client settings. */
async function loadSessionSettings(queryClient: QueryClient): Promise<Omit<SessionProviderProps, 'children'>> {
  const runtimeConfig = await loadRuntimeConfig();
  configureApi({ baseUrl: runtimeConfig.apiBaseUrl });
  const { authType } = await queryClient.fetchQuery(appContextQuery());
  if (authType !== 'OpenIDConnectAuth') return { authType };
  const idleTimeoutSeconds = runtimeConfig.oidc?.idleTimeoutSeconds;
  const { userManagerSettings } = await import('./auth/oidc-settings.ts');
  return {
    authType,
    oidc: {
      settings: userManagerSettings(runtimeConfig, window.location.origin),
      ...(idleTimeoutSeconds ? { idleTimeoutSeconds } : {}),
    },
  };
}

const rootElement = document.getElementById('root');
if (rootElement) void boot(rootElement);

import './styles.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { configureApi } from './lib/api-client.ts';
import { activateLocale, detectLocale } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { createAppRouter } from './router.tsx';
import { appContextQuery } from './shell/app-context.ts';
import { LocaleProviders } from './shell/AppProviders.tsx';
import { ConfigErrorPage } from './shell/ConfigErrorPage.tsx';

/** Start-up: language, host configuration, application context, then the router. */
async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const locale = detectLocale();
  await activateLocale(locale);
  const render = (content: ReactNode) =>
    root.render(
      <StrictMode>
        <LocaleProviders locale={locale}>{content}</LocaleProviders>
      </StrictMode>,
    );

  const queryClient = createQueryClient();
  try {
    const runtimeConfig = await loadRuntimeConfig();
    configureApi({ baseUrl: runtimeConfig.apiBaseUrl });
    await queryClient.fetchQuery(appContextQuery());
  } catch (error) {
    console.error('Atelier could not load its configuration', error);
    render(<ConfigErrorPage />);
    return;
  }

  const router = createAppRouter(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);

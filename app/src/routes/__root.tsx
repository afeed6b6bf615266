import { Outlet, createRootRouteWithContext, lazyRouteComponent, useRouter, useRouterState, type ToOptions } from '@tanstack/react-router';
import { RouterProvider as LinkProvider } from 'react-aria-components';
import { loadCatalogs } from '../lib/i18n.ts';
import type { RouterContext } from '../router-context.ts';
import { appContextQuery } from '../shell/app-context.ts';
import { AppLayout } from '../shell/AppLayout.tsx';
import { isExternalHref } from '../shell/external-href.ts';
import { useFocusAfterNavigation } from '../shell/navigation-focus.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(appContextQuery()),
  component: RootComponent,
  // The root route's options stay in the first page: its not-found page loads when needed, with
  // the catalog of its words.
  notFoundComponent: lazyRouteComponent(() =>
    Promise.all([import('../shell/StatusPages.tsx'), loadCatalogs(['records'])]).then(([pages]) => ({ default: pages.NotFoundPage })),
  ),
});

function RootComponent() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusAfterNavigation();
  return (
    <LinkProvider
      // Kit links accept any path string; TanStack checks the ones the app writes itself.
      navigate={(href, options) => void router.navigate({ to: href as ToOptions['to'], ...options })}
      useHref={(href) => (href && isExternalHref(href) ? href : router.buildLocation({ to: href }).href)}
    >
      <AppLayout showLogout={pathname !== '/logout'}>
        <Outlet />
      </AppLayout>
    </LinkProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | (string & {});
    routerOptions: Omit<ToOptions, 'to'>;
  }
}

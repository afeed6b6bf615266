import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decorator } from '@storybook/react-vite';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useRouter,
  useRouterState,
  type ToOptions,
} from '@tanstack/react-router';
import { RouterProvider as LinkProvider } from 'react-aria-components';
import { resetAnnouncements } from '../shell/announcer.ts';
import { Announcer } from '../shell/Announcer.tsx';
import { isExternalHref } from '../shell/external-href.ts';
import { LazyToasts } from '../shell/LazyToasts.tsx';
import { useFocusAfterNavigation } from '../shell/navigation-focus.ts';

export interface RouterParameters {
  /** The address the screen is shown at. Defaults to `/`. */
  path?: string;
}

/** Where a screen sent the reader: the story shows it instead of following, so plays can check it. */
export const NAVIGATED_TO = 'Navigated to';

/** The page at any other address: its heading says where the screen sent the reader. */
function Navigated() {
  const location = useRouterState({ select: (state) => state.location });
  return (
    <h1>
      {NAVIGATED_TO} <code>{location.pathname + location.searchStr}</code>
    </h1>
  );
}

/** What the application's root gives every page: links, focus and title said after a page change, toasts. */
function Links({ children }: { children: ReactNode }) {
  const router = useRouter();
  useFocusAfterNavigation();
  return (
    <LinkProvider
      navigate={(href, options) => void router.navigate({ to: href as ToOptions['to'], ...options })}
      useHref={(href) => (href && isExternalHref(href) ? href : router.buildLocation({ to: href }).href)}
    >
      {children}
      {/* Beside the story's canvas, as the application's layout keeps them beside the page: a
          screen's own live regions stay the only ones its canvas holds. */}
      {createPortal(
        <>
          <Announcer />
          <LazyToasts />
        </>,
        document.body,
      )}
    </LinkProvider>
  );
}

function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => {
    // Nothing said by a previous story's pages.
    resetAnnouncements();
    const root = createRootRoute({
      component: () => (
        <Links>
          <Outlet />
        </Links>
      ),
    });
    const pathname = path.split('?')[0] ?? '/';
    const screen = createRoute({ getParentRoute: () => root, path: pathname, component: () => children });
    const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: Navigated });
    return createRouter({
      routeTree: root.addChildren([screen, elsewhere]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return <RouterProvider router={router} />;
}

/**
 * Screens use the router (links, navigation after a save, the unsaved-changes guard): stories give
 * them a router in memory, at `parameters.router.path`, with what the application's root adds (focus
 * on the new page's heading and its title said after a page change, the toasts' region). Any other
 * address renders a page whose heading is "Navigated to …".
 */
export const withRouter: Decorator = (Story, context) => {
  const { path = '/' } = (context.parameters.router ?? {}) as RouterParameters;
  return (
    <MemoryRouter path={path}>
      <Story />
    </MemoryRouter>
  );
};

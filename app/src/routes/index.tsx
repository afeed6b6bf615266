import { createFileRoute, redirect } from '@tanstack/react-router';
import { userQueries } from '../auth/privileges.ts';
import { appContextQuery } from '../shell/app-context.ts';
import { HomePage } from '../shell/HomePage.tsx';

export const Route = createFileRoute('/')({
  // With a single module configured, the home page is that module.
  beforeLoad: async ({ context }) => {
    const { modules } = await context.queryClient.ensureQueryData(appContextQuery());
    const [only] = modules;
    if (modules.length === 1 && only) throw redirect({ to: '/$module', params: { module: only }, replace: true });
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userQueries.privileges()),
      context.queryClient.ensureQueryData(userQueries.stamps()),
    ]),
  component: HomePage,
});

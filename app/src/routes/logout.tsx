import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogs } from '../lib/i18n.ts';
import { LogoutPage } from '../shell/LogoutPage.tsx';

export const Route = createFileRoute('/logout')({
  // The page's words are not the first page's: they load with it (lingui.config.ts).
  loader: () => loadCatalogs(['records']),
  component: LogoutPage,
});

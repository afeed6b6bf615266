import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../shell/LogoutPage.tsx';

export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});

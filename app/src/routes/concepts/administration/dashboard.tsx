import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../concepts/administration/DashboardPage.tsx';

/** The concepts and collections dashboard (ADMINISTRATION on concepts; the server asks READ). */
export const Route = createFileRoute('/concepts/administration/dashboard')({
  component: () => <DashboardPage />,
});

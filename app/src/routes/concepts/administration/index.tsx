import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../../../concepts/administration/AdministrationPage.tsx';

/** The concepts module's administration (ADMINISTRATION on concepts). */
export const Route = createFileRoute('/concepts/administration/')({
  component: AdministrationPage,
});

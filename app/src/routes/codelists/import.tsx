import { createFileRoute } from '@tanstack/react-router';
import { CodeListImportPage } from '../../codelists/CodeListImportPage.tsx';

/** Code lists imported from a file, previewed first. */
export const Route = createFileRoute('/codelists/import')({
  component: CodeListImportPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { createRecordRoute } from '../../shell/record-routes.tsx';

export const Route = createFileRoute('/codelists/create')(createRecordRoute('codeList'));

import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/codelists/partial/$id/')(recordRoute('partialCodeList'));

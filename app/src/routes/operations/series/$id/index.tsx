import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/operations/series/$id/')(recordRoute('series'));

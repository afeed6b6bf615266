import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/concepts/collections/$id/')(recordRoute('collection'));

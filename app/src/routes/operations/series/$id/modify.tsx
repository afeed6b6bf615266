import { createFileRoute } from '@tanstack/react-router';
import { modifyRecordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/operations/series/$id/modify')(modifyRecordRoute('series'));

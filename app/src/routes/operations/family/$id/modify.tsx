import { createFileRoute } from '@tanstack/react-router';
import { modifyRecordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/operations/family/$id/modify')(modifyRecordRoute('family'));

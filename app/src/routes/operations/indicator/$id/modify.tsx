import { createFileRoute } from '@tanstack/react-router';
import { modifyRecordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/operations/indicator/$id/modify')(modifyRecordRoute('indicator'));

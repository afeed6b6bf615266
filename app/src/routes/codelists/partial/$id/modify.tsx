import { createFileRoute } from '@tanstack/react-router';
import { modifyRecordRoute } from '../../../../shell/record-routes.tsx';

export const Route = createFileRoute('/codelists/partial/$id/modify')(modifyRecordRoute('partialCodeList'));

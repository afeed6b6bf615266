import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../shell/record-routes.tsx';

export const Route = createFileRoute('/concepts/')(listRoute('concept'));

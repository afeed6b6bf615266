import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../shell/record-routes.tsx';

export const Route = createFileRoute('/concepts/search')(searchRoute('concept'));

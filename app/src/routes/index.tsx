import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../shell/HomePage.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});

import type { QueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { kindUi, loadKindUi } from '../catalogue.ts';
import { loadRecordPage } from '../loaders.ts';
import { LAYOUT_PAGE } from './layout-screens.ts';

/** What a record's page reads first: the record (its history, uses and the kind's own prefetched), and the page's code. */
export async function loadRecordScreen(queryClient: QueryClient, kind: string, id: string) {
  const ui = await loadKindUi(kind);
  ui.screens?.prefetchPage?.(queryClient, ui, id);
  await Promise.all([loadRecordPage(queryClient, ui, id), (ui.screens?.page ?? LAYOUT_PAGE).load()]);
}

/** A record's page at its route: the page its kind declares. */
export function RecordScreen({ kind }: { kind: string }) {
  const id = useParams({ strict: false, select: (params) => params.id }) ?? '';
  const ui = kindUi(kind);
  return (ui.screens?.page ?? LAYOUT_PAGE).render({ ui, id });
}

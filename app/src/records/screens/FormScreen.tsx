import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { kindUi, loadKindUi } from '../catalogue.ts';
import type { RecordUi } from '../kind.ts';
import { loadFormReferences, loadRecord } from '../loaders.ts';
import { recordQueries } from '../record-api.ts';
import { LAYOUT_FORM } from './layout-screens.ts';

/** What a kind's form reads first: the record to modify, what its fields offer, what the kind adds, and the form's code. */
export async function loadFormScreen(queryClient: QueryClient, kind: string, id?: string) {
  const ui = await loadKindUi(kind);
  await Promise.all([
    id === undefined ? undefined : loadRecord(queryClient, ui, id),
    loadFormReferences(queryClient, ui),
    ui.screens?.loadForm?.(queryClient, ui, id),
    (ui.screens?.form ?? LAYOUT_FORM).load(),
  ]);
}

/** A kind's form at its route: empty on `…/create` (with `?parent=` when chosen beforehand), with the record on `…/{id}/modify`. */
export function FormScreen({ kind }: { kind: string }) {
  const ui = kindUi(kind);
  const id = useParams({ strict: false, select: (params) => params.id });
  const parent = useSearch({ strict: false, select: (search) => search.parent });
  return id === undefined ? (ui.screens?.form ?? LAYOUT_FORM).render({ ui, parentId: parent }) : <ModifyForm ui={ui} id={id} />;
}

/** A record's form, once the record is read (stories render it too). */
export function ModifyForm({ ui, id }: { ui: RecordUi; id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  return (ui.screens?.form ?? LAYOUT_FORM).render({ ui, existing: record });
}

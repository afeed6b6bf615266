import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { PartialCodeList } from '@atelier/contracts';
import { loadFormReferences, loadRecord, loadRecordPage } from '../records/loaders.ts';
import { recordQueries } from '../records/record-api.ts';
import { CodeListForm } from './CodeListForm.tsx';
import { FIRST_CODES_PAGE } from './CodesTable.tsx';
import { codeListUi, type ListUi } from './kinds.ts';
import { PartialCodeListForm } from './PartialCodeListForm.tsx';
import { codeQueries } from './queries.ts';

// What the module's route files load and render: each file names its kind and hands over its parameters.

/** A list's page: the list, and at the same time its first codes, its history and who uses it. */
export function loadListPage(queryClient: QueryClient, ui: ListUi, id: string) {
  void queryClient.prefetchQuery(codeQueries.page(ui, id, FIRST_CODES_PAGE));
  return loadRecordPage(queryClient, ui, id);
}

/** A list's form: the list with every code, and what its fields offer. */
export function loadListForm(queryClient: QueryClient, ui: ListUi, id: string) {
  return Promise.all([loadRecord(queryClient, ui, id), loadFormReferences(queryClient), queryClient.ensureQueryData(codeQueries.all(ui, id))]);
}

export function CreateListScreen({ ui, parentId }: { ui: ListUi; parentId?: string | undefined }) {
  return ui === codeListUi ? <CodeListForm /> : <PartialCodeListForm {...(parentId ? { parentId } : {})} />;
}

export function ModifyListScreen({ ui, id }: { ui: ListUi; id: string }) {
  const list = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const codes = useSuspenseQuery(codeQueries.all(ui, id)).data;
  return 'parentId' in list ? (
    <PartialCodeListForm existing={{ list: list as PartialCodeList, codes: codes.map((code) => code.code) }} />
  ) : (
    <CodeListForm existing={{ list: list, codes }} />
  );
}


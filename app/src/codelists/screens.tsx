import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { recordQueries } from '../records/record-api.ts';
import { referenceQueries } from '../records/reference.ts';
import { RequirePrivilege } from '../records/RequirePrivilege.tsx';
import { stewardsOf } from '../records/StewardshipFields.tsx';
import { CodeListForm } from './CodeListForm.tsx';
import { FIRST_CODES_PAGE } from './CodesTable.tsx';
import { LIST_KINDS, type ListKind } from './kinds.ts';
import { PartialCodeListForm } from './PartialCodeListForm.tsx';
import { codeListQueries } from './queries.ts';

// What the module's route files render: each file names its kind and hands over its parameters.

/** Reads what a list's page needs; its first codes and its history are asked for at the same time. */
export function loadListPage(queryClient: QueryClient, kind: ListKind, id: string) {
  void queryClient.prefetchQuery(codeListQueries.codesPage(kind, id, FIRST_CODES_PAGE));
  void queryClient.prefetchQuery(recordQueries.history(LIST_KINDS[kind].endpoint, id));
  return loadList(queryClient, kind, id);
}

/** Reads what a list's page or form needs before it shows (a missing list fails here: not found). */
export function loadList(queryClient: QueryClient, kind: ListKind, id: string) {
  return Promise.all([
    queryClient.ensureQueryData(codeListQueries.list(kind, id)),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
}

/** Reads what a list's form needs: the references its fields offer. */
export function loadFormReferences(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(referenceQueries.stamps()),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
}

export function CreateListScreen({ kind, parentId }: { kind: ListKind; parentId?: string | undefined }) {
  const { t } = useLingui();
  const page = kind === 'complete' ? t`New code list` : t`New partial code list`;
  return (
    <RequirePrivilege application={LIST_KINDS[kind].application} privilege="CREATE" page={page}>
      {kind === 'complete' ? <CodeListForm /> : <PartialCodeListForm {...(parentId ? { parentId } : {})} />}
    </RequirePrivilege>
  );
}

export function ModifyListScreen({ kind, id }: { kind: ListKind; id: string }) {
  const { t } = useLingui();
  const list = useSuspenseQuery(codeListQueries.list(kind, id)).data;
  const codes = useSuspenseQuery(codeListQueries.allCodes(kind, id)).data;
  const label = list.labelLg1;
  return (
    <RequirePrivilege application={LIST_KINDS[kind].application} privilege="UPDATE" allowedStamps={stewardsOf(list)} page={t`Modify ${label}`}>
      {'parentId' in list ? (
        <PartialCodeListForm existing={{ list, codes: codes.map((code) => code.code) }} />
      ) : (
        <CodeListForm existing={{ list, codes }} />
      )}
    </RequirePrivilege>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import type { PartialCodeList } from '@atelier/contracts';
import type { KindFormProps } from '../records/kind-screens.ts';
import { CodeListForm } from './CodeListForm.tsx';
import { codeListUi, type ListUi } from './kinds.ts';
import { PartialCodeListForm } from './PartialCodeListForm.tsx';
import { codeQueries } from './queries.ts';

type ListFormProps = KindFormProps<ListUi['kind']> & { ui: ListUi };

/** A list's form: a complete list with its codes, a partial one with the codes it keeps of its parent's. */
export function ListForm({ ui, existing, parentId }: ListFormProps) {
  if (existing) return <ModifyListForm ui={ui} list={existing} />;
  return ui === codeListUi ? <CodeListForm /> : <PartialCodeListForm {...(parentId ? { parentId } : {})} />;
}

function ModifyListForm({ ui, list }: { ui: ListUi; list: NonNullable<ListFormProps['existing']> }) {
  const codes = useSuspenseQuery(codeQueries.all(ui, list.id)).data;
  return 'parentId' in list ? (
    <PartialCodeListForm existing={{ list: list as PartialCodeList, codes: codes.map((code) => code.code) }} />
  ) : (
    <CodeListForm existing={{ list, codes }} />
  );
}

import { useMemo, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BilingualText, GuardedAction, Link, LinkButton, ToggleButtonGroup, useDataLanguages } from '@atelier/ui-kit';
import type { ReferencedRecord } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { useFieldNames } from '../records/field-names.ts';
import { recordHref } from '../records/kind.ts';
import { recordQueries } from '../records/record-api.ts';
import { RecordPage } from '../records/RecordPage.tsx';
import { RecordTree } from '../records/RecordTree.tsx';
import type { SummaryRow } from '../records/RecordSummary.tsx';
import { CodeListExportButton } from './CodeListExportButton.tsx';
import { codeTreeSource } from './code-tree-source.ts';
import { CodesTable } from './CodesTable.tsx';
import { codeListUi, partialCodeListUi, type ListUi } from './kinds.ts';
import { codeQueries } from './queries.ts';

export interface CodeListPageProps {
  ui: ListUi;
  id: string;
}

/**
 * One list on the page every record has, with what is its own: identifier, parent, web identifier (IRI) and number
 * of codes; its description; its codes (paged on the server, or as their hierarchy); a new partial list from it.
 */
export function CodeListPage({ ui, id }: CodeListPageProps) {
  const { i18n } = useLingui();
  const { can } = useAuthorization();
  const list = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const fieldNames = useFieldNames(ui);
  const [parent] = list.references.parentId ?? [];
  const rows: SummaryRow[] = [
    { label: <Trans>Identifier</Trans>, value: list.id },
    ...(parent ? [{ label: <Trans>Parent list</Trans>, value: <ParentLink parent={parent} /> }] : []),
    ...(typeof list.uri === 'string' && list.uri ? [{ label: <Trans>Web identifier (IRI)</Trans>, value: list.uri }] : []),
    { label: <Trans>Number of codes</Trans>, value: i18n.number(list.codeCount) },
  ];
  const actions = (
    <>
      {ui === codeListUi && (
        <GuardedAction allowed={can(partialCodeListUi.kind.application, 'CREATE')}>
          <LinkButton href={`${partialCodeListUi.pages.create}?parent=${encodeURIComponent(list.id)}`} variant="secondary">
            <Trans>New partial list from this one</Trans>
          </LinkButton>
        </GuardedAction>
      )}
      <CodeListExportButton ui={ui} id={list.id} />
    </>
  );

  return (
    <RecordPage
      ui={ui}
      record={list}
      rows={rows}
      actions={actions}
      general={
        <BilingualText label={fieldNames('description')} valueLg1={list.descriptionLg1} valueLg2={list.descriptionLg2} className="whitespace-pre-line" />
      }
    >
      <section aria-labelledby="codes-heading" className="flex flex-col gap-3">
        <h2 id="codes-heading" className="text-2xl font-bold">
          <Trans>Codes</Trans>
        </h2>
        {ui === codeListUi ? <CompleteListCodes listId={list.id} codeCount={list.codeCount} /> : <CodesTable ui={ui} listId={list.id} />}
      </section>
    </RecordPage>
  );
}

/**
 * A complete list's codes: the table, and when some codes hold others (fewer top-level codes than
 * codes), the choice of showing them as their hierarchy, a tree read a level at a time.
 */
function CompleteListCodes({ listId, codeCount }: { listId: string; codeCount: number }) {
  const { t } = useLingui();
  const topLevel = useQuery(codeQueries.topLevelCount(codeListUi, listId));
  const hierarchical = topLevel.data !== undefined && topLevel.data < codeCount;
  const [view, setView] = useState('table');
  const source = useMemo(() => codeTreeSource(listId), [listId]);
  return (
    <>
      {hierarchical && (
        <ToggleButtonGroup
          label={t`Show the codes`}
          items={[
            { id: 'table', label: t`As a table` },
            { id: 'tree', label: t`As a hierarchy` },
          ]}
          value={view}
          onChange={setView}
        />
      )}
      {hierarchical && view === 'tree' ? <RecordTree source={source} emptyTitle={t`No code yet`} /> : <CodesTable ui={codeListUi} listId={listId} />}
    </>
  );
}

function ParentLink({ parent }: { parent: ReferencedRecord }) {
  const { lg1 } = useDataLanguages();
  return (
    <Link href={recordHref(codeListUi, parent.id)}>
      {parent.id}
      {' – '}
      <span lang={lg1}>{parent.labelLg1}</span>
    </Link>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  BilingualText,
  GuardedAction,
  Link,
  LinkButton,
  PageTitle,
  SecondLanguageSwitch,
  useDataLanguages,
} from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { HistorySection } from '../records/HistorySection.tsx';
import { DeleteAction, PublishAction } from '../records/RecordActions.tsx';
import { RecordSummary, type SummaryRow } from '../records/RecordSummary.tsx';
import { stewardsOf } from '../records/StewardshipFields.tsx';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { useSecondLanguage } from '../shell/second-language.tsx';
import { CodesTable } from './CodesTable.tsx';
import { useListFieldLabels } from './field-labels.tsx';
import { LIST_KINDS, listHref, type ListKind } from './kinds.ts';
import { codeListQueries } from './queries.ts';

export interface CodeListPageProps {
  kind: ListKind;
  id: string;
}

/**
 * One list: its facts, state and stewardship, description, codes (paged on the server), history;
 * and the actions its reader may take on it: modify, publish, delete.
 */
export function CodeListPage({ kind, id }: CodeListPageProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { can } = useAuthorization();
  const secondLanguage = useSecondLanguage();
  const definition = LIST_KINDS[kind];
  const list = useSuspenseQuery(codeListQueries.list(kind, id)).data;
  const fieldLabels = useListFieldLabels();
  const stewards = stewardsOf(list);
  const allowed = (privilege: 'UPDATE' | 'PUBLISH' | 'DELETE', extraChecks: boolean[] = []) =>
    can(definition.application, privilege, { allowedStamps: stewards, extraChecks });
  const name = i18n._(definition.named(list.id));

  const rows: SummaryRow[] = [
    { label: <Trans>Identifier</Trans>, value: list.id },
    ...('parentId' in list
      ? [{ label: <Trans>Parent list</Trans>, value: <ParentLink id={list.parentId} label={list.parentLabelLg1} /> }]
      : []),
    ...('uri' in list && list.uri ? [{ label: <Trans>IRI</Trans>, value: list.uri }] : []),
    { label: <Trans>Number of codes</Trans>, value: i18n.number(list.codeCount) },
  ];

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle page={list.labelLg1} />
      <div className="flex flex-col gap-4">
        <PageTitle secondLanguageTitle={list.labelLg2 ?? ''}>{list.labelLg1}</PageTitle>
        <ActionToolbar
          back={
            <LinkButton href={definition.root} variant="secondary">
              <Trans>Back to the lists</Trans>
            </LinkButton>
          }
        >
          {kind === 'complete' && (
            <GuardedAction allowed={can(LIST_KINDS.partial.application, 'CREATE')}>
              <LinkButton href={`/codelists/partial/create?parent=${encodeURIComponent(list.id)}`} variant="secondary">
                <Trans>New partial list from this one</Trans>
              </LinkButton>
            </GuardedAction>
          )}
          <GuardedAction allowed={allowed('UPDATE')}>
            <LinkButton href={listHref(kind, list.id, 'modify')} variant="secondary">
              <Trans>Modify</Trans>
            </LinkButton>
          </GuardedAction>
          <PublishAction
            endpoint={definition.endpoint}
            id={list.id}
            name={name}
            allowed={allowed('PUBLISH', [list.validationState !== 'Validated'])}
          />
          <DeleteAction
            endpoint={definition.endpoint}
            id={list.id}
            name={name}
            allowed={allowed('DELETE')}
            onDeleted={() => void navigate({ to: definition.root })}
          />
        </ActionToolbar>
        <SecondLanguageSwitch isSelected={secondLanguage.isShown} onChange={secondLanguage.setShown} />
      </div>

      <section aria-labelledby="general-heading" className="flex flex-col gap-3">
        <h2 id="general-heading" className="text-2xl font-bold">
          <Trans>General information</Trans>
        </h2>
        <RecordSummary record={list} gender="feminine" rows={rows} />
        <BilingualText label={fieldLabels.description} valueLg1={list.descriptionLg1} valueLg2={list.descriptionLg2} className="whitespace-pre-line" />
      </section>

      <section aria-labelledby="codes-heading" className="flex flex-col gap-3">
        <h2 id="codes-heading" className="text-2xl font-bold">
          <Trans>Codes</Trans>
        </h2>
        <CodesTable kind={kind} listId={list.id} />
      </section>

      <HistorySection endpoint={definition.endpoint} id={list.id} fieldLabels={fieldLabels} />
    </div>
  );
}

function ParentLink({ id, label }: { id: string; label: string | null }) {
  const { lg1 } = useDataLanguages();
  return (
    <Link href={listHref('complete', id)}>
      {id}
      {label && (
        <>
          {' – '}
          <span lang={lg1}>{label}</span>
        </>
      )}
    </Link>
  );
}

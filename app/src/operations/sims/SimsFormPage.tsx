import { memo, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionToolbar, Alert, Button, LinkButton, PageTitle, Select, Spinner, useDataLanguages } from '@atelier/ui-kit';
import {
  SIMS_TITLE_PREFIX,
  isRubricFilled,
  type MsdRubric,
  type RecordView,
  type Sims,
  type SimsItem,
  type SimsRubric,
  type SimsTargetKind,
} from '@atelier/contracts';
import { describeError } from '../../lib/error-messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { anyRecordHref } from '../../records/catalogue.ts';
import { useRecordStewards } from '../../records/governing.ts';
import { labelsOf } from '../../records/kind.ts';
import { useLeaveGuard } from '../../records/leave-guard.tsx';
import { recordQueries, useSaveRecord } from '../../records/record-api.ts';
import { RequirePrivilege } from '../../records/RequirePrivilege.tsx';
import { useWriteConfirmation } from '../../records/write-confirmation.ts';
import { DocumentTitle } from '../../shell/DocumentTitle.tsx';
import { msdQueries } from './msd/msd-api.ts';
import { RubricTreeLayout } from './msd/RubricTreeLayout.tsx';
import { EssentialCounter } from './rubrics/EssentialCounter.tsx';
import { RubricEditor } from './rubrics/RubricEditor.tsx';
import { RubricStore, useStoredRubric, useStoredRubrics } from './rubric-store.ts';
import { TARGET_UIS, siblingReportsQuery, simsUi } from './sims-ui.ts';

type References = Sims['references'];
const NO_REFERENCES: References = {};

export type SimsFormPageProps =
  /** A new report for this object. */
  | { target: { kind: SimsTargetKind; id: string }; id?: undefined }
  /** The report to modify. */
  | { id: string; target?: undefined };

/** Creating a report for an object, or modifying one, for the object's owners only. */
export function SimsFormPage(props: SimsFormPageProps) {
  return props.id === undefined ? <CreateGuard {...props.target} /> : <ModifyGuard id={props.id} />;
}

function CreateGuard({ kind, id }: { kind: SimsTargetKind; id: string }) {
  const { t } = useLingui();
  const ui = TARGET_UIS[kind];
  const target = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const stewards = useRecordStewards(ui, target);
  if (!stewards) return <Spinner />;
  return (
    <RequirePrivilege application="OPERATION_SIMS" privilege="CREATE" allowedStamps={stewards} page={t`New quality report`}>
      <SimsForm targetKind={kind} target={target} />
    </RequirePrivilege>
  );
}

function ModifyGuard({ id }: { id: string }) {
  const report = useSuspenseQuery(recordQueries.detail(simsUi, id)).data as Sims;
  const stewards = useRecordStewards(simsUi, report);
  const kind = (report.references.target?.[0]?.kind ?? 'operation') as SimsTargetKind;
  const target = useSuspenseQuery(recordQueries.detail(TARGET_UIS[kind], report.target)).data;
  if (!stewards) return <Spinner />;
  return (
    <RequirePrivilege application="OPERATION_SIMS" privilege="UPDATE" allowedStamps={stewards} page={report.labelLg1 ?? id}>
      <SimsForm targetKind={kind} target={target} report={report} />
    </RequirePrivilege>
  );
}

/**
 * The reports a new one may start from: those of the object's siblings (the other operations of
 * its series, the other series of its family, the other indicators), found by the server.
 */
function useSiblingReports(target: RecordView, enabled: boolean): SimsItem[] {
  return useQuery({ ...siblingReportsQuery(target.id), enabled }).data?.items ?? NO_SIBLINGS;
}

const NO_SIBLINGS: SimsItem[] = [];

/** The index of each rubric in the body sent, to tell the server's issues about them. */
function issuesByRubric(error: unknown, sent: readonly SimsRubric[]): Map<string, string> {
  const issues = new Map<string, string>();
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.body?.details)) return issues;
  for (const issue of error.body.details as { path?: unknown[]; message?: string }[]) {
    const [body, field, index] = issue.path ?? [];
    const rubric = body === 'body' && field === 'rubrics' && typeof index === 'number' ? sent[index] : undefined;
    if (rubric) issues.set(rubric.idAttribute, issue.message ?? '');
  }
  return issues;
}

interface SimsFormProps {
  targetKind: SimsTargetKind;
  target: RecordView;
  report?: Sims;
}

function SimsForm({ targetKind, target, report }: SimsFormProps) {
  const { t, i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const msd = useSuspenseQuery(msdQueries.structure()).data;
  const [store] = useState(() => new RubricStore(report?.rubrics ?? []));
  const rubrics = useStoredRubrics(store);
  const [references, setReferences] = useState<References>(report?.references ?? NO_REFERENCES);
  const [copiedFrom, setCopiedFrom] = useState<string | null>(null);
  const save = useSaveRecord(simsUi, report?.id);
  const confirmWrite = useWriteConfirmation(simsUi);
  const errorRef = useRef<HTMLDivElement>(null);
  const guard = useLeaveGuard(store.dirty && !save.isPending);
  const siblings = useSiblingReports(target, !report);
  const targetUi = TARGET_UIS[targetKind];
  const { lg1: targetLabel } = labelsOf(targetUi, target);
  const title = `${SIMS_TITLE_PREFIX.lg1}${targetLabel}`;
  const sentRubrics = save.variables?.body.rubrics as SimsRubric[] | undefined;
  const issues = useMemo(() => issuesByRubric(save.error, sentRubrics ?? []), [save.error, sentRubrics]);

  const copy = async (id: string | null) => {
    setCopiedFrom(id);
    if (!id) return store.replaceAll([], { dirty: false });
    const source = (await queryClient.fetchQuery(recordQueries.detail(simsUi, id))) as Sims;
    setReferences(source.references);
    store.replaceAll(source.rubrics, { dirty: false });
  };

  const submit = async () => {
    const rubricsSent = store.all();
    try {
      const id = await save.mutateAsync({
        body: report ? { rubrics: rubricsSent, version: report.version } : { target: target.id, rubrics: rubricsSent },
      });
      guard.allowLeaving();
      // Said, then the report's page, which starts at its heading (shell/navigation-focus.ts).
      confirmWrite('saved', { id, label: title });
      await navigate({ to: '/operations/sims/$id', params: { id }, replace: !report });
    } catch {
      // The refusal shows above the form (and takes the focus: see below).
    }
  };
  // Each refusal takes the focus once shown, so that it is read first.
  useEffect(() => {
    if (save.error) errorRef.current?.focus();
  }, [save.error]);

  // Ctrl+S (⌘+S) from anywhere in the form: as Save pressed, focus goes to it first, which also
  // hands the rich text being typed to the report (its editor gives its text on blur).
  const saveButton = useRef<HTMLButtonElement>(null);
  const saveFromKeyboard = useEffectEvent(() => {
    if (save.isPending) return;
    saveButton.current?.focus();
    void submit();
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      // Not from a dialog over the form (a new link, a territory): it has its own Save.
      if (event.repeat || (event.target instanceof Element && event.target.closest('[role=dialog],[role=alertdialog]'))) return;
      saveFromKeyboard();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const isCompleted = useMemo(() => {
    const byId = new Map(rubrics.map((rubric) => [rubric.idAttribute, rubric]));
    return (idMas: string) => isRubricFilled(byId.get(idMas), 1);
  }, [rubrics]);
  const renderRubric = useCallback(
    (entry: MsdRubric) => (entry.isPresentational ? null : <StoredRubricEditor store={store} msd={entry} references={references} issue={issues.get(entry.idMas)} />),
    [store, references, issues],
  );

  const cancelHref = report ? `/operations/sims/${encodeURIComponent(report.id)}` : (anyRecordHref(targetKind, target.id) ?? '/operations');
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={report ? t`Modify ${title}` : t`New quality report`} />
      <PageTitle>
        <span lang={lg1}>{title}</span>
      </PageTitle>
      <ActionToolbar
        back={
          <LinkButton href={cancelHref} variant="secondary">
            <Trans>Cancel</Trans>
          </LinkButton>
        }
      >
        <Button ref={saveButton} onPress={() => void submit()} isPending={save.isPending} pendingLabel={t`Saving`}>
          <Trans>Save</Trans>
        </Button>
      </ActionToolbar>
      {save.isError && (
        <div ref={errorRef} tabIndex={-1}>
          <Alert tone="error" title={<Trans>Not saved</Trans>}>
            {describeError(save.error, i18n)}
          </Alert>
        </div>
      )}
      {!report && (
        <Select
          label={t`Create from an existing quality report`}
          description={
            store.dirty
              ? t`You have started filling in this report: copying another one is no longer offered.`
              : t`Copies every rubric of a report of another operation of the series, another series of the family, or another indicator.`
          }
          placeholder={siblings.length === 0 ? t`No other report to copy` : t`Start from scratch`}
          items={siblings.map((sibling) => ({ id: sibling.id, label: sibling.labelLg1 }))}
          value={copiedFrom}
          onChange={(key) => void copy(key === null ? null : String(key))}
          isDisabled={siblings.length === 0 || store.dirty}
        />
      )}
      <EssentialCounter msd={msd} rubrics={rubrics} />
      <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
        <Trans>
          Keyboard: each rubric starts with a “Back to the outline” link, shown when it has focus. In the outline, the arrow keys go from
          rubric to rubric and Enter goes to one. Ctrl+S (⌘+S on a Mac) saves the report from anywhere in the form.
        </Trans>
      </p>
      <RubricTreeLayout
        msd={msd}
        outlineLabel={t`Outline of the report`}
        renderRubric={renderRubric}
        isCompleted={isCompleted}
        headingLevel={2}
        backToOutline
      />
      {guard.dialog}
    </div>
  );
}

/** One rubric's editor, reading and writing its own rubric of the store. */
const StoredRubricEditor = memo(function StoredRubricEditor({
  store,
  msd,
  references,
  issue,
}: {
  store: RubricStore;
  msd: MsdRubric;
  references: References;
  issue: string | undefined;
}) {
  const value = useStoredRubric(store, msd.idMas);
  const onChange = useCallback((next: SimsRubric | undefined) => store.set(msd.idMas, next), [store, msd.idMas]);
  return <RubricEditor msd={msd} value={value} onChange={onChange} references={references} error={issue} />;
});


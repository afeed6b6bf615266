import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionToolbar, GuardedAction, LinkButton, PageTitle, SecondLanguageSwitch } from '@atelier/ui-kit';
import { Info } from 'lucide-react';
import { deleteRefusal, type RecordView } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { ERROR_MESSAGES } from '../lib/error-messages.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { focusPageHeading } from '../shell/navigation-focus.ts';
import { useSecondLanguage } from '../shell/second-language.tsx';
import { useRecordStewards } from './governing.ts';
import { HistorySection } from './HistorySection.tsx';
import { labelsOf, recordHref, type RecordUi } from './kind.ts';
import { DeleteAction, PublishAction } from './RecordActions.tsx';
import { RecordSummary, type SummaryRow } from './RecordSummary.tsx';
import { UsedBySection } from './UsedBySection.tsx';
import { useRecordName } from './write-confirmation.ts';

export interface RecordPageProps {
  ui: RecordUi;
  record: RecordView;
  /** The kind's own facts, first in "General information" (identifier, parent…). */
  rows?: SummaryRow[];
  /** More of "General information", after its facts (descriptions). */
  general?: ReactNode;
  /** Actions of the kind's own, before Modify (a new partial list from this one). */
  actions?: ReactNode;
  /** The kind's own sections, after "General information" (description, codes). */
  children?: ReactNode;
  /** Where Back leads, and where a deleted record's page goes: the kind's list unless told (a report's object). */
  back?: { href: string; label: ReactNode };
  /** `false`: this record may not be deleted, whatever the privileges (an operation's report). */
  deletable?: boolean;
  /** What the publication's confirmation says besides, about this record (a concept's end of validity). */
  publishNotice?: ReactNode;
}

/**
 * The page of one record of any kind: its title (with its second-language title), Back, Modify,
 * Publish (unless the kind is never published on its own) and Delete as the reader's privileges and
 * stamps allow (a group of actions, each a Tab stop; no Delete where the kind's rule refuses it in
 * the record's state, its reason said instead), the second-language switch,
 * general information, the kind's own sections, the records that use it, and its history.
 */
export function RecordPage({ ui, record, rows = [], general, actions, children, back, deletable = true, publishNotice }: RecordPageProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { can } = useAuthorization();
  const secondLanguage = useSecondLanguage();
  const nameOf = useRecordName(ui);
  const { lg1: label, lg2: secondLabel } = labelsOf(ui, record);
  const stewards = useRecordStewards(ui, record);
  const allowed = (privilege: 'UPDATE' | 'PUBLISH' | 'DELETE', extraChecks: boolean[] = []) =>
    stewards !== null && can(ui.kind.application, privilege, { allowedStamps: stewards, extraChecks });
  // The confirmations name it as the toasts do: “Labour force survey”, or CL_FREQ.
  const name = i18n._(ui.named(nameOf({ id: record.id, label })));
  // Documents are published with the reports citing them: no Publish, no state (the kind says so).
  const published = ui.kind.publication !== false;
  // Delete is not offered where the kind's rule would refuse it in this state (a published code
  // list): those who could delete otherwise read why under the actions instead.
  const hasDelete = ui.kind.delete !== false && deletable;
  const refusal = hasDelete ? deleteRefusal(ui.kind, record.validationState) : null;
  // Publishing removes its own button: the page starts again at its heading, as after a save (once
  // both the publication is done and the record read again, in either order); the toast says it.
  const [publications, setPublications] = useState(0);
  const focusedPublications = useRef(0);
  useEffect(() => {
    if (publications > focusedPublications.current && record.validationState === 'Validated') {
      focusedPublications.current = publications;
      focusPageHeading();
    }
  }, [publications, record.validationState]);

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle page={label} />
      <div className="flex flex-col gap-4">
        <PageTitle secondLanguageTitle={secondLabel ?? ''}>{label}</PageTitle>
        <ActionToolbar
          back={
            <LinkButton href={back?.href ?? ui.pages.list} variant="secondary">
              {back?.label ?? i18n._(ui.titles.back)}
            </LinkButton>
          }
        >
          {actions}
          <GuardedAction allowed={allowed('UPDATE')}>
            <LinkButton href={recordHref(ui, record.id, 'modify')} variant="secondary">
              <Trans>Modify</Trans>
            </LinkButton>
          </GuardedAction>
          {published && (
            <PublishAction
              ui={ui}
              id={record.id}
              name={name}
              label={label}
              allowed={allowed('PUBLISH', [record.validationState !== 'Validated'])}
              onPublished={() => setPublications((count) => count + 1)}
              notice={publishNotice}
            />
          )}
          {hasDelete && refusal === null && (
            <DeleteAction
              ui={ui}
              id={record.id}
              name={name}
              label={label}
              allowed={allowed('DELETE')}
              onDeleted={() => void navigate({ href: back?.href ?? ui.pages.list })}
            />
          )}
        </ActionToolbar>
        {refusal !== null && allowed('DELETE') && (
          <p className="flex items-start gap-2 text-sm text-ink-muted forced-colors:text-[CanvasText]">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {i18n._(ERROR_MESSAGES[refusal])}
          </p>
        )}
        <SecondLanguageSwitch isSelected={secondLanguage.isShown} onChange={secondLanguage.setShown} />
      </div>

      <section aria-labelledby="general-heading" className="flex flex-col gap-3">
        <h2 id="general-heading" className="text-2xl font-bold">
          <Trans>General information</Trans>
        </h2>
        <RecordSummary record={record} gender={ui.gender} rows={rows} published={published} />
        {general}
      </section>

      {children}

      <UsedBySection ui={ui} id={record.id} />
      <HistorySection ui={ui} id={record.id} />
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BilingualText, GuardedAction, Link, LinkButton } from '@atelier/ui-kit';
import { CONCEPT_LINK_NAMES } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { useFieldNames } from '../records/field-names.ts';
import { useRecordStewards } from '../records/governing.ts';
import { recordHref } from '../records/kind.ts';
import { recordQueries } from '../records/record-api.ts';
import { RecordPage } from '../records/RecordPage.tsx';
import { SummaryList, type SummaryRow } from '../records/RecordSummary.tsx';
import { RecordFieldValues, useFieldRows } from '../records/RecordValues.tsx';
import { useMailConfigured } from './mail.ts';
import { ConceptExportButton } from './ConceptExportButton.tsx';
import { ConceptMailButton } from './ConceptMailDialog.tsx';
import { conceptUi } from './kinds.ts';

export interface ConceptPageProps {
  id: string;
}

/** A titled section of the concept's page. */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Values of a list in one language, one per line; none: nothing (the bilingual view says "Not specified"). */
function lines(values: readonly string[]): ReactNode {
  if (values.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  );
}

/**
 * A concept's page (specification §2, peer inventory §3): general information (alternative labels
 * in both languages, version, end of validity, additional material, then stewardship, states and
 * dates), its links to other concepts grouped by type (each a link to the concept, its label in its
 * language) and its equivalents elsewhere, its four notes in both languages. Actions: Back, Compare
 * (once it has more than one version of its notes), Export (its document in either language),
 * Send by mail (when the deployment has a mail server, to those who may modify it), Modify, Publish
 * (saying the end of validity when it has one), Delete (refused while linked or used, in words).
 */
export function ConceptPage({ id }: ConceptPageProps) {
  const { t, i18n } = useLingui();
  const record = useSuspenseQuery(recordQueries.detail(conceptUi, id)).data;
  const rows = useFieldRows(conceptUi, record);
  const names = useFieldNames(conceptUi);
  const mail = useMailConfigured();
  const { can } = useAuthorization();
  const stewards = useRecordStewards(conceptUi, record);
  const maySend = stewards !== null && can(conceptUi.kind.application, 'UPDATE', { allowedStamps: stewards });
  const version = record.conceptVersion;
  const valid = record.valid;
  const validDate = valid ? i18n.date(`${valid}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : '';

  const facts: SummaryRow[] = [
    { label: <Trans>Identifier</Trans>, value: record.id },
    { label: names('conceptVersion'), value: String(version) },
    ...rows(['valid', 'additionalMaterial']),
  ];
  const links = CONCEPT_LINK_NAMES.filter((name) => record[name].length > 0);
  const equivalents = record.closeMatch;

  return (
    <RecordPage
      ui={conceptUi}
      record={record}
      rows={facts}
      general={
        <BilingualText label={t`Alternative labels`} valueLg1={lines(record.altLabelLg1)} valueLg2={lines(record.altLabelLg2)} />
      }
      actions={
        <>
          {version > 1 && (
            <LinkButton href={`${recordHref(conceptUi, record.id)}/compare`} variant="secondary">
              <Trans>Compare the versions</Trans>
            </LinkButton>
          )}
          <ConceptExportButton id={record.id} />
          {mail && (
            <GuardedAction allowed={maySend}>
              <ConceptMailButton id={record.id} label={record.prefLabelLg1} />
            </GuardedAction>
          )}
        </>
      }
      publishNotice={valid ? <Trans>This concept is valid until {validDate}.</Trans> : undefined}
    >
      <Section title={<Trans>Links</Trans>}>
        {links.length === 0 && equivalents.length === 0 ? (
          <p>
            <Trans>This concept is linked to no other concept.</Trans>
          </p>
        ) : (
          <SummaryList
            rows={[
              ...rows(links),
              ...(equivalents.length > 0
                ? [
                    {
                      label: <Trans>Equivalent concepts</Trans>,
                      value: (
                        <ul className="flex flex-col gap-1">
                          {equivalents.map((url) => (
                            <li key={url}>
                              <Link href={url}>{url}</Link>
                            </li>
                          ))}
                        </ul>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Section>
      <Section title={<Trans>Notes</Trans>}>
        <RecordFieldValues ui={conceptUi} record={record} fields={['scopeNote', 'definition', 'editorialNote', 'changeNote']} />
      </Section>
    </RecordPage>
  );
}

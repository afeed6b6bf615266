import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useDataLanguages } from '@atelier/ui-kit';
import type { ReferencedRecord } from '@atelier/contracts';
import { recordHref } from '../records/kind.ts';
import { recordQueries } from '../records/record-api.ts';
import { RecordPage } from '../records/RecordPage.tsx';
import { RecordFieldValues } from '../records/RecordValues.tsx';
import { useSecondLanguage } from '../shell/second-language.tsx';
import { CollectionExportAction } from './CollectionExportAction.tsx';
import { collectionUi, conceptUi } from './kinds.ts';

/**
 * A collection on the page every record has: its number of members, its description in both
 * languages, its members as links to their concepts (in the collection's order), Export (ODT in
 * either language, ODS, with its concepts' documents or not), Publish, Modify and Delete.
 */
export function CollectionPage({ id }: { id: string }) {
  const { t } = useLingui();
  const record = useSuspenseQuery(recordQueries.detail(collectionUi, id)).data;
  const members = record.references.members ?? [];
  const count = record.memberCount;
  return (
    <RecordPage
      ui={collectionUi}
      record={record}
      rows={[{ label: t`Number of members`, value: String(count) }]}
      general={<RecordFieldValues ui={collectionUi} record={record} fields={['description']} />}
      actions={<CollectionExportAction id={record.id} />}
    >
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-2xl font-bold">
          <Trans>Members ({count})</Trans>
        </h2>
        {members.length === 0 ? (
          <p className="text-ink-muted forced-colors:text-[CanvasText]">
            <Trans>This collection has no members yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {members.map((member) => (
              <li key={member.id}>
                <Member member={member} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </RecordPage>
  );
}

/** A member: a link to the concept, its label in the first language (and the second when shown). */
function Member({ member }: { member: ReferencedRecord }) {
  const { lg1, lg2 } = useDataLanguages();
  const secondLanguage = useSecondLanguage();
  return (
    <>
      <Link href={recordHref(conceptUi, member.id)}>
        <span lang={lg1}>{member.labelLg1}</span>
      </Link>{' '}
      {secondLanguage.isShown && member.labelLg2 && (
        <span lang={lg2} className="text-ink-muted forced-colors:text-[CanvasText]">
          / {member.labelLg2}{' '}
        </span>
      )}
      <span className="text-ink-muted forced-colors:text-[CanvasText]">({member.id})</span>
    </>
  );
}

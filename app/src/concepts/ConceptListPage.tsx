import { useLingui } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { RecordListPage } from '../records/RecordListPage.tsx';
import { conceptUi } from './kinds.ts';

export interface ConceptListPageProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** Where the concepts' exports and bulk publication are. */
export const CONCEPT_EXPORT_HREF = '/concepts/export';
export const CONCEPT_VALIDATION_HREF = '/concepts/validation';

/**
 * `/concepts`: every concept, searched as one types (the list is virtualized: the office's
 * thousands stay smooth), each described by its identifier; New for
 * those who may create, Export for every reader, Publish (the bulk publication) for those who may
 * publish, and the advanced search.
 */
export function ConceptListPage({ search, onSearchChange }: ConceptListPageProps) {
  const { t } = useLingui();
  const { can } = useAuthorization();
  return (
    <RecordListPage
      ui={conceptUi}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <>
          <LinkButton href={CONCEPT_EXPORT_HREF} variant="secondary">
            {t`Export`}
          </LinkButton>
          <GuardedAction allowed={can(conceptUi.kind.application, 'PUBLISH')}>
            <LinkButton href={CONCEPT_VALIDATION_HREF} variant="secondary">
              {t`Publish`}
            </LinkButton>
          </GuardedAction>
        </>
      }
    />
  );
}

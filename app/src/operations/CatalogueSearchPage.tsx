import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';
import { recordQueries } from '../records/record-api.ts';
import { RecordSearchPage } from '../records/RecordSearchPage.tsx';
import { parseAdvancedSearch, type AdvancedSearch } from '../records/search-params.ts';
import { indicatorUi, operationUi, seriesUi, type CatalogueUi } from './kinds.ts';

export interface CatalogueSearchPageProps {
  ui: CatalogueUi;
  /** The search as the address holds it. */
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

/**
 * The advanced search of a kind: the common filters and, for series, their operation type,
 * publisher and data collector; for operations and indicators, their series.
 */
export function CatalogueSearchPage({ ui, search, onSearch }: CatalogueSearchPageProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const bySeries = ui === operationUi || ui === indicatorUi;
  const series = useQuery({ ...recordQueries.list(seriesUi), enabled: bySeries });
  const seriesOptions = (series.data?.items ?? []).map((item) => ({ id: item.id, label: item.labelLg1, lang: lg1 }));
  return (
    <RecordSearchPage
      ui={ui}
      search={parseAdvancedSearch(ui.kind, search)}
      onSearch={onSearch}
      filters={({ choice, lookup }) => (
        <>
          {ui === seriesUi && (
            <>
              {lookup('typeCode', t`Operation type`)}
              {lookup('publishers', t`Publisher`)}
              {lookup('dataCollectors', t`Data collector`)}
            </>
          )}
          {ui === operationUi && choice('seriesId', t({ message: 'Series', context: 'one record' }), seriesOptions)}
          {ui === indicatorUi && choice('wasGeneratedBy', t`Produced from`, seriesOptions)}
        </>
      )}
    />
  );
}

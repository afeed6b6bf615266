import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';
import { recordQueries } from '../records/record-api.ts';
import type { FilterControls } from '../records/RecordSearchPage.tsx';
import { seriesUi } from './kinds.ts';

// What the advanced searches of the catalogue's kinds add to the common filters.

/** A series: its operation type, publisher and data collector. */
export function SeriesFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  return (
    <>
      {controls.lookup('typeCode', t`Operation type`)}
      {controls.lookup('publishers', t`Publisher`)}
      {controls.lookup('dataCollectors', t`Data collector`)}
    </>
  );
}

/** Every series as options, labelled in the interface's first data language. */
function useSeriesOptions() {
  const { lg1 } = useDataLanguages();
  const series = useQuery(recordQueries.list(seriesUi));
  return (series.data?.items ?? []).map((item) => ({ id: item.id, label: item.labelLg1, lang: lg1 }));
}

/** An operation: its series. */
export function OperationFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  return controls.choice('seriesId', t({ message: 'Series', context: 'one record' }), useSeriesOptions());
}

/** An indicator: the series it is produced from. */
export function IndicatorFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  return controls.choice('wasGeneratedBy', t`Produced from`, useSeriesOptions());
}

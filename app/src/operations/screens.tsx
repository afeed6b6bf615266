import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { Family, Indicator, Operation, Series } from '@atelier/contracts';
import { loadFormReferences, loadRecord } from '../records/loaders.ts';
import { recordQueries } from '../records/record-api.ts';
import { FamilyForm } from './FamilyForm.tsx';
import { IndicatorForm } from './IndicatorForm.tsx';
import { familyUi, indicatorUi, operationUi, seriesUi, type CatalogueUi } from './kinds.ts';
import { OperationForm } from './OperationForm.tsx';
import { SeriesForm } from './SeriesForm.tsx';

// What the module's route files load and render: each file names its kind and hands over its parameters.

/** A form: the record (none to create one), and what its fields offer. */
export function loadForm(queryClient: QueryClient, ui: CatalogueUi, id?: string) {
  return Promise.all([id ? loadRecord(queryClient, ui, id) : undefined, loadFormReferences(queryClient, ui)]);
}

/** The form of a kind, for a record or a new one. */
function KindForm({ ui, record }: { ui: CatalogueUi; record?: unknown }) {
  switch (ui) {
    case familyUi:
      return <FamilyForm existing={record as Family | undefined} />;
    case seriesUi:
      return <SeriesForm existing={record as Series | undefined} />;
    case operationUi:
      return <OperationForm existing={record as Operation | undefined} />;
    case indicatorUi:
      return <IndicatorForm existing={record as Indicator | undefined} />;
    default:
      throw new Error(`${ui.kind.name} has no form`);
  }
}

export function CreateScreen({ ui }: { ui: CatalogueUi }) {
  return <KindForm ui={ui} />;
}

export function ModifyScreen({ ui, id }: { ui: CatalogueUi; id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  return <KindForm ui={ui} record={record} />;
}

import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { Document, Family, Indicator, Link, Operation, Series } from '@atelier/contracts';
import { loadFormReferences, loadRecord } from '../records/loaders.ts';
import { recordQueries } from '../records/record-api.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { FamilyForm } from './FamilyForm.tsx';
import { IndicatorForm } from './IndicatorForm.tsx';
import { documentUi, familyUi, indicatorUi, linkUi, operationUi, seriesUi, type CatalogueUi } from './kinds.ts';
import { LinkForm } from './LinkForm.tsx';
import { OperationForm } from './OperationForm.tsx';
import { SeriesForm } from './SeriesForm.tsx';

// What the module's route files load and render: each file names its kind and hands over its parameters.

/** A form: the record (none to create one), and what its fields offer. */
export function loadForm(queryClient: QueryClient, ui: CatalogueUi, id?: string) {
  // A document's form tells beforehand whether its file may be replaced: not while others cite it.
  if (ui === documentUi && id) void queryClient.prefetchQuery(recordQueries.usages(ui, id));
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
    case documentUi:
      return <DocumentForm existing={record as Document | undefined} />;
    case linkUi:
      return <LinkForm existing={record as Link | undefined} />;
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

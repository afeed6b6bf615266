import { SIMS_SIBLINGS_SHARE, citedBy, simsKind, territoryKind, type RecordView, type SimsRubric } from '@atelier/contracts';
import type { DocumentsStore } from './documents.ts';
import { createGeographyStore } from './geography.ts';
import { msdHandlers } from './msd.ts';
import { createRecordStore, recordFixture } from './records.ts';
import { createRubricsStore, rubricHandlers, seedRubrics } from './sims.ts';

// Quality reports as the report's page and form see them: the demo's two real reports, here
// documenting an operation of the labour force survey (s1082) and a series without operations
// (s1281), over the catalogue, documents, territories and code lists of the rubrics' stories, served
// by the generic mock store like the server does.

/** A report of the store, parsed with the kind's view schema. */
export function reportFixture(id: string, target: string, rubrics: SimsRubric[], fields: Partial<RecordView> = {}): RecordView {
  return recordFixture(simsKind, { id, target, rubrics, ...citedBy(rubrics), creators: [], contributors: [], disseminationStatus: null, ...fields });
}

/** The labour force survey 2015's report (the rubrics of the real report 1979), not yet published. */
export const operationReport = reportFixture('1979', 's1082', seedRubrics(1979), {
  labelLg1: 'Rapport qualité : Enquête emploi en continu 2015',
  labelLg2: 'Quality report: Labour force survey 2015',
  validationState: 'Unpublished',
});

/** A series' report (the rubrics of the real report 1817): the one kind of report that may be deleted. */
export const seriesReport = reportFixture('1817', 's1281', seedRubrics(1817), {
  labelLg1: 'Rapport qualité : Enquête emploi annuelle',
  labelLg2: 'Quality report: Annual labour force survey',
});

/** The store of the rubrics' stories, with these reports. */
export function createReportsStore(reports: readonly RecordView[] = [operationReport, seriesReport]): DocumentsStore {
  const store = createRubricsStore();
  const own = createRecordStore([simsKind], reports.map((record) => ({ kind: simsKind, record })));
  // The territories too, so that a report's answer names the ones it cites.
  const territories = createGeographyStore();
  const records = new Map([...store.records, ...territories.records, ...own.records]);
  return {
    ...store,
    kinds: [...store.kinds, simsKind, territoryKind],
    records,
    // The reports a new report may copy (`siblingsOf`), as the server finds them.
    hooks: { ...store.hooks, sims: { matches: (report, query) => !query.get('siblingsOf') || isSiblingReport(records, report, query.get('siblingsOf') ?? '') } },
  };
}

/** Whether `report` documents a sibling of the object `of` (SIMS_SIBLINGS_SHARE): the same kind, another record, the same parent. */
function isSiblingReport(records: DocumentsStore['records'], report: Record<string, unknown>, of: string): boolean {
  return Object.entries(SIMS_SIBLINGS_SHARE).some(([kind, shared]) => {
    const object = records.get(`${kind}/${of}`)?.record;
    const sibling = records.get(`${kind}/${String(report.target)}`)?.record;
    if (!object || !sibling || sibling.id === of) return false;
    return shared === null || sibling[shared] === object[shared];
  });
}

/** Everything a report's page and form call: the reports and their objects, the structure, documents, territories, codes. */
export function reportsHandlers(store: DocumentsStore = createReportsStore()) {
  return [...msdHandlers(), ...rubricHandlers(store)];
}

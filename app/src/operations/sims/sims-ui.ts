import { msg } from '@lingui/core/macro';
import { SIMS_TITLE_PREFIX, simsKind, type SimsTargetKind } from '@atelier/contracts';
import { indicatorUi, operationUi, seriesUi } from '../kinds.ts';
import { defineRecordUi, type RecordUi } from '../../records/kind.ts';
import { OPERATIONS_PAGES } from '../pages.ts';
import { recordQueries } from '../../records/record-api.ts';

// Quality reports as the screens show them: a record kind of the operations module (a write reads
// its operation, series or indicator again), created from the page of the object it documents.

export const simsUi = defineRecordUi({
  kind: simsKind,
  module: 'operations',
  titles: {
    list: msg`Quality reports`,
    search: msg`Search quality reports`,
    create: msg`New quality report`,
    modify: (label) => msg`Modify ${label}`,
    back: msg`Back to the documented object`,
  },
  named: (name) => msg`the quality report ${name}`,
  fieldNames: { label: msg`Title`, target: msg`Documented object`, rubrics: msg`Rubrics` },
  // "Quality report “Labour force survey” saved.", not "… “Rapport qualité : Labour force survey” …".
  quotedLabel: (label) => (label.startsWith(SIMS_TITLE_PREFIX.lg1) ? label.slice(SIMS_TITLE_PREFIX.lg1.length) : label),
}, OPERATIONS_PAGES.sims);

/** Where a report for an object is created: `/operations/{kind}/{id}/sims/create`. */
export const simsCreateHref = (kind: SimsTargetKind, id: string) => `/operations/${kind}/${encodeURIComponent(id)}/sims/create`;

/** The report of an object, if it has one (`GET /operations/metadataReports?target=`). */
export const reportOfQuery = (targetId: string) => recordQueries.list(simsUi, { target: targetId });

/** The reports a new report of this object may copy, with the object each documents: its siblings' (`?siblingsOf=`). */
export const siblingReportsQuery = (targetId: string) => recordQueries.list(simsUi, { siblingsOf: targetId });

/** The screens of the kinds a report documents. */
export const TARGET_UIS: Record<SimsTargetKind, RecordUi> = { operation: operationUi, series: seriesUi, indicator: indicatorUi };

import type { Dataset } from '../formats.ts';
import { required } from './lib/check.ts';
import { sortById } from './lib/ids.ts';
import { readSdmxStructures, sdmxNames } from './lib/sdmx.ts';

/** Dataflow id prefixes of the demo: consumer prices, unemployment, housing (as the demo's families). */
const DEMO_PREFIXES = ['IPC-', 'CHO-', 'LOGEMENT-'];

/**
 * INSEE's datasets: the 663 dataflows its SDMX web service publishes (sdmx/INSEE/dataflow.xml),
 * public and published.
 */
export function convertDatasets(): { demo: Dataset[]; full: Dataset[] } {
  const full = sortById(
    readSdmxStructures('sdmx/INSEE/dataflow.xml').dataflows.map((dataflow): Dataset => {
      const names = sdmxNames('label', dataflow.Name);
      return {
        id: dataflow.id,
        labelLg1: required(names.labelLg1, `French name of dataflow ${dataflow.id}`),
        labelLg2: names.labelLg2,
        disseminationStatus: 'PublicGenerique',
        validationState: 'Validated',
      };
    }),
  );
  return { demo: full.filter((dataset) => DEMO_PREFIXES.some((prefix) => dataset.id.startsWith(prefix))), full };
}

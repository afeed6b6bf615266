/**
 * `npm run seed:convert -w @atelier/api`: converts the reference data of ../shared/data (or
 * SEED_SOURCE_DIR) into the seed files of api/seed/demo and api/seed/full. The output is
 * committed; nothing runs this at install or test time. README.md describes the files.
 */
import { documentKey } from '../formats.ts';
import { convertClassifications } from './classifications.ts';
import { convertCodeLists, convertThemes } from './codes.ts';
import { convertConcepts } from './concepts.ts';
import { convertDatasets } from './datasets.ts';
import { convertDocuments, sortDocuments } from './documents.ts';
import { convertTerritories } from './geography.ts';
import { writeSeedFile } from './lib/write.ts';
import { convertMsd } from './msd.ts';
import { convertCatalogue, sliceCatalogue } from './operations.ts';
import { convertStamps, OrganizationRegistry } from './organizations.ts';
import { convertSims } from './sims.ts';

/**
 * Families of the demo's slice of the catalogue: those of the two quality reports' operations
 * (SME financing, Labour force survey), consumer prices and housing, and the production and
 * turnover family, which carries most indicators.
 */
const DEMO_FAMILIES = ['s3', 's23', 's37', 's60', 's82'];

function main(): void {
  const stamps = convertStamps();
  const organizations = new OrganizationRegistry();
  const msd = convertMsd();
  const catalogue = convertCatalogue(organizations, stamps);
  const documents = convertDocuments();
  const { reports, newDocuments } = convertSims({ msd, operations: catalogue.operations, documents, organizations });

  const demoCatalogue = sliceCatalogue(catalogue, DEMO_FAMILIES);
  const demoOperations = new Set(demoCatalogue.operations.map((operation) => operation.id));
  for (const report of reports) {
    if (!demoOperations.has(report.target.id)) throw new Error(`Sims ${report.id}: target ${report.target.id} is not in the demo`);
  }
  const allDocuments = sortDocuments([...documents, ...newDocuments]);
  const cited = new Set(
    reports.flatMap((report) =>
      report.rubrics.flatMap((rubric) => (rubric.rangeType === 'RICH_TEXT' ? [...rubric.documentsLg1, ...rubric.documentsLg2] : [])).map(documentKey),
    ),
  );

  writeSeedFile('demo', 'stamps.json', stamps);
  writeSeedFile('demo', 'themes.json', convertThemes());
  writeSeedFile('demo', 'msd.json', msd);
  writeSeedFile('demo', 'sims.json', reports);
  // After the catalogue and the reports, which may cite organisations the source file lacks.
  writeSeedFile('demo', 'organizations.json', organizations.records());

  const codeLists = convertCodeLists();
  writeSeedFile('demo', 'code-lists.json', codeLists.demo);
  writeSeedFile('full', 'code-lists.json', codeLists.full);

  for (const [set, part] of [['demo', demoCatalogue], ['full', catalogue]] as const) {
    writeSeedFile(set, 'families.json', part.families);
    writeSeedFile(set, 'series.json', part.series);
    writeSeedFile(set, 'operations.json', part.operations);
    writeSeedFile(set, 'indicators.json', part.indicators);
  }
  writeSeedFile('demo', 'documents.json', allDocuments.filter((document) => cited.has(documentKey(document))));
  writeSeedFile('full', 'documents.json', allDocuments);

  const classifications = convertClassifications();
  for (const set of ['demo', 'full'] as const) {
    writeSeedFile(set, 'classifications.json', classifications[set].classifications);
    writeSeedFile(set, 'classification-items.json', classifications[set].items);
    writeSeedFile(set, 'correspondences.json', classifications[set].correspondences);
  }

  const { concepts, collections } = convertConcepts();
  writeSeedFile('demo', 'concepts.json', concepts);
  writeSeedFile('demo', 'collections.json', collections);

  const territories = convertTerritories();
  writeSeedFile('demo', 'territories.json', territories.demo);
  writeSeedFile('full', 'territories.json', territories.full);

  const datasets = convertDatasets();
  writeSeedFile('demo', 'datasets.json', datasets.demo);
  writeSeedFile('full', 'datasets.json', datasets.full);
}

main();

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Territory } from '../formats.ts';
import { LG1 } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment } from './lib/ids.ts';
import { sourcePath } from './lib/paths.ts';
import { RdfGraph, SKOS } from './lib/rdf.ts';

/** Only the parts of the COG files (npm @etalab/decoupage-administratif) the converter reads. */
const CogAreaSchema = z.object({ code: z.string(), nom: z.string(), zone: z.string() });
const CogRegionsSchema = z.array(CogAreaSchema);
const CogDepartementsSchema = z.array(CogAreaSchema.extend({ region: z.string() }));
const CogCommunesSchema = z.array(CogAreaSchema.extend({ type: z.string(), departement: z.string().optional() }));

function readCog<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  return schema.parse(JSON.parse(readFileSync(sourcePath(`geo/${file}`), 'utf8')));
}

/**
 * Regions and départements are those of metropolitan France and the overseas departments
 * (`zone` metro or drom): the collectivités d'outre-mer appear in both COG files under one code
 * but are neither.
 */
const IN_FRANCE = new Set(['metro', 'drom']);
const MAYOTTE_DEPARTEMENT = '976';

const territoryId = (type: 'region' | 'departement' | 'commune', code: string) => `${type}-${code}`;

function cogTerritory(typeTerritory: Territory['typeTerritory'], id: string, code: string, label: string, parentId: string | null): Territory {
  return { id, typeTerritory, code, labelLg1: label, labelLg2: null, parentId, unions: [], difference: [], dateCreation: null, dateSuppression: null };
}

/**
 * The commune history (geo/histo.json, comhisto's conversion of INSEE's COG history): for each code,
 * its versions keyed by their first day, each with the commune's state from that day (none once the
 * code is gone). Only the state is read.
 */
const HistoSchema = z.object({
  contents: z.record(z.string(), z.record(z.string(), z.object({ état: z.object({ statut: z.string(), name: z.string() }).optional() }))),
});

/** A commune as it was: one code and one name, from its first day until the day it ended (null: it had not on the history's last day, 2020-01-01). */
interface CommunePeriod {
  code: string;
  name: string;
  start: string;
  end: string | null;
}

/**
 * Each period during which a code named one commune (statut COM) under one name. A period ends when
 * the commune is renamed, merges into another (it becomes a commune associée or déléguée, or its
 * code goes), or changes code (Corsica's 20xxx became 2A/2B in 1976, the Paris region's were
 * renumbered in 1968): the same commune under its new name or code is a new period.
 */
function communePeriods(): CommunePeriod[] {
  const histo = HistoSchema.parse(JSON.parse(readFileSync(sourcePath('geo/histo.json'), 'utf8')));
  const periods: CommunePeriod[] = [];
  for (const [code, versions] of Object.entries(histo.contents)) {
    let open: { name: string; start: string } | null = null;
    for (const day of Object.keys(versions).sort()) {
      const state = versions[day]?.état;
      const commune = state?.statut === 'COM' ? state.name : null;
      if (open && commune !== open.name) {
        periods.push({ code, ...open, end: day });
        open = null;
      }
      if (commune !== null && !open) open = { name: commune, start: day };
    }
    if (open) periods.push({ code, ...open, end: null });
  }
  return periods;
}

/**
 * Communes sharing a name, whole (every period of each): the demo's sample of territories told apart
 * by their dates and codes. Afa and Antony changed code (Corsica in 1976, the Seine in 1968); there
 * are three Évry and three Montcornet, one of which stopped being a commune from 1973 to 1989.
 */
const DEMO_HOMONYMS = new Set(['Afa', 'Antony', 'Évry', 'Montcornet']);

/**
 * The statistical territories the quality reports cite. "France hors Mayotte" is described by
 * sims/sims-geo.trig as the French Republic's territory minus Mayotte: here, the regions of the COG
 * minus the département of Mayotte (not its region: a territory is never both included and
 * excluded, and the two cover the same land). Report 1817 cites `franceMetropolitaine`, described
 * nowhere in the sources: the metropolitan regions, named after its identifier.
 */
function statisticalTerritories(regions: Territory[], departements: Territory[]): Territory[] {
  const geo = RdfGraph.load('sims/sims-geo.trig');
  const [horsMayotte] = geo.subjectsWith(SKOS('prefLabel'));
  const statistical = (id: string, label: string, unions: Territory[], difference: Territory[]): Territory => ({
    id,
    typeTerritory: 'TerritoireStatistique',
    code: null,
    labelLg1: label,
    labelLg2: null,
    parentId: null,
    unions: unions.map((region) => region.id),
    difference: difference.map((region) => region.id),
    dateCreation: null,
    dateSuppression: null,
  });
  const iri = required(horsMayotte, 'the territory of sims-geo.trig');
  return [
    statistical(
      lastSegment(iri),
      required(geo.literal(iri, SKOS('prefLabel'), LG1), `label of ${iri}`),
      regions,
      departements.filter((departement) => departement.code === MAYOTTE_DEPARTEMENT),
    ),
    statistical(
      'franceMetropolitaine',
      'France métropolitaine',
      regions.filter((region) => /^\d{2}$/.test(region.code ?? '') && Number(region.code) >= 11),
      [],
    ),
  ];
}

/**
 * Demo: regions, départements, the statistical territories, and a few communes sharing a name. Full:
 * plus every current commune, dated from the history when it has not changed since, and every
 * commune of the history that no longer exists, with the day it ended.
 */
export function convertTerritories(): { demo: Territory[]; full: Territory[] } {
  const regions = readCog('regions.json', CogRegionsSchema)
    .filter((region) => IN_FRANCE.has(region.zone))
    .map((region) => cogTerritory('Region', territoryId('region', region.code), region.code, region.nom, null));
  const departements = readCog('departements.json', CogDepartementsSchema)
    .filter((departement) => IN_FRANCE.has(departement.zone))
    .map((departement) =>
      cogTerritory('Departement', territoryId('departement', departement.code), departement.code, departement.nom, territoryId('region', departement.region)),
    );
  const periods = communePeriods();
  const current = new Map(periods.filter((period) => period.end === null).map((period) => [period.code, period]));
  const communes = readCog('communes.json', CogCommunesSchema)
    .filter((commune) => commune.type === 'commune-actuelle' && IN_FRANCE.has(commune.zone))
    .map((commune) => {
      const territory = cogTerritory(
        'Commune',
        territoryId('commune', commune.code),
        commune.code,
        commune.nom,
        territoryId('departement', required(commune.departement, `département of ${commune.code}`)),
      );
      // Renamed or created since the history's last day: when, the sources do not say.
      const period = current.get(commune.code);
      return period?.name === commune.nom ? { ...territory, dateCreation: period.start } : territory;
    });
  // Communes that ended within the history. Those it shows still alive on its last day but that the
  // COG no longer has under that name ended since, on a day the sources do not give: left out. A
  // past commune names no parent: its département then may not be today's of the same code.
  const past = periods
    .filter((period): period is CommunePeriod & { end: string } => period.end !== null)
    .map(
      (period): Territory => ({
        ...cogTerritory('Commune', `${territoryId('commune', period.code)}-${period.start}`, period.code, period.name, null),
        dateCreation: period.start,
        dateSuppression: period.end,
      }),
    );
  const byId = (a: Territory, b: Territory) => compareIds(a.id, b.id);
  const sample = [...communes, ...past].filter((commune) => DEMO_HOMONYMS.has(commune.labelLg1));
  const demo = [...regions, ...departements, ...statisticalTerritories(regions, departements), ...sample].sort(byId);
  const demoIds = new Set(demo.map((territory) => territory.id));
  return { demo, full: [...demo, ...[...communes, ...past].filter((commune) => !demoIds.has(commune.id))].sort(byId) };
}

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
const MAYOTTE_REGION = '06';

const territoryId = (type: 'region' | 'departement' | 'commune', code: string) => `${type}-${code}`;

function cogTerritory(typeTerritory: Territory['typeTerritory'], id: string, code: string, label: string, parentId: string | null): Territory {
  return { id, typeTerritory, code, labelLg1: label, labelLg2: null, parentId, unions: [], difference: [] };
}

/**
 * The statistical territories the quality reports cite. "France hors Mayotte" is described by
 * sims/sims-geo.trig as the French Republic's territory minus Mayotte: here, the regions of the COG
 * minus the Mayotte region. Report 1817 cites `franceMetropolitaine`, described nowhere in the
 * sources: the metropolitan regions, named after its identifier.
 */
function statisticalTerritories(regions: Territory[]): Territory[] {
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
  });
  const iri = required(horsMayotte, 'the territory of sims-geo.trig');
  return [
    statistical(
      lastSegment(iri),
      required(geo.literal(iri, SKOS('prefLabel'), LG1), `label of ${iri}`),
      regions,
      regions.filter((region) => region.code === MAYOTTE_REGION),
    ),
    statistical(
      'franceMetropolitaine',
      'France métropolitaine',
      regions.filter((region) => /^\d{2}$/.test(region.code ?? '') && Number(region.code) >= 11),
      [],
    ),
  ];
}

/** Demo: regions, départements and the statistical territories. Full: plus every current commune. */
export function convertTerritories(): { demo: Territory[]; full: Territory[] } {
  const regions = readCog('regions.json', CogRegionsSchema)
    .filter((region) => IN_FRANCE.has(region.zone))
    .map((region) => cogTerritory('Region', territoryId('region', region.code), region.code, region.nom, null));
  const departements = readCog('departements.json', CogDepartementsSchema)
    .filter((departement) => IN_FRANCE.has(departement.zone))
    .map((departement) =>
      cogTerritory('Departement', territoryId('departement', departement.code), departement.code, departement.nom, territoryId('region', departement.region)),
    );
  const communes = readCog('communes.json', CogCommunesSchema)
    .filter((commune) => commune.type === 'commune-actuelle' && IN_FRANCE.has(commune.zone))
    .map((commune) =>
      cogTerritory(
        'Commune',
        territoryId('commune', commune.code),
        commune.code,
        commune.nom,
        territoryId('departement', required(commune.departement, `département of ${commune.code}`)),
      ),
    );
  const byId = (a: Territory, b: Territory) => compareIds(a.id, b.id);
  const demo = [...regions, ...departements, ...statisticalTerritories(regions)].sort(byId);
  return { demo, full: [...demo, ...communes].sort(byId) };
}

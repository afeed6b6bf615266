import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  STATISTICAL_TERRITORY,
  TERRITORY_IDS_MAX,
  territoryKind,
  type ErrorCode,
  type RecordView,
  type Territory,
  type TerritoryItem,
  type TerritoryType,
  type UserPrivileges,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import { adminPrivilegesFixture, readerOf } from './fixtures.ts';
import { errorResponse } from './handlers.ts';
import { createRecordStore, recordFixture, recordHandlers, type RecordStore } from './records.ts';

// Territories as stories see them: part of the real geography of the demo seed (api/seed/demo,
// converted from INSEE's COG and its commune history): the 18 regions, a few départements, the
// communes sharing a name (Afa, Antony, Évry, Montcornet, past and present) and the statistical
// territories "France hors Mayotte" and "France métropolitaine". Served by the generic mock store,
// with the module's own filters, its homonym flag and its rules (statistical territories only, one
// territory included at least, none both included and excluded, never itself).

type Row = [id: string, type: TerritoryType, code: string | null, label: string, parentId: string | null, dateCreation?: string, dateSuppression?: string];

const REGIONS: Row[] = [
  ['region-01', 'Region', '01', 'Guadeloupe', null],
  ['region-02', 'Region', '02', 'Martinique', null],
  ['region-03', 'Region', '03', 'Guyane', null],
  ['region-04', 'Region', '04', 'La Réunion', null],
  ['region-06', 'Region', '06', 'Mayotte', null],
  ['region-11', 'Region', '11', 'Île-de-France', null],
  ['region-24', 'Region', '24', 'Centre-Val de Loire', null],
  ['region-27', 'Region', '27', 'Bourgogne-Franche-Comté', null],
  ['region-28', 'Region', '28', 'Normandie', null],
  ['region-32', 'Region', '32', 'Hauts-de-France', null],
  ['region-44', 'Region', '44', 'Grand Est', null],
  ['region-52', 'Region', '52', 'Pays de la Loire', null],
  ['region-53', 'Region', '53', 'Bretagne', null],
  ['region-75', 'Region', '75', 'Nouvelle-Aquitaine', null],
  ['region-76', 'Region', '76', 'Occitanie', null],
  ['region-84', 'Region', '84', 'Auvergne-Rhône-Alpes', null],
  ['region-93', 'Region', '93', "Provence-Alpes-Côte d'Azur", null],
  ['region-94', 'Region', '94', 'Corse', null],
];

const OFFICIAL: Row[] = [
  ...REGIONS,
  ['departement-02', 'Departement', '02', 'Aisne', 'region-32'],
  ['departement-08', 'Departement', '08', 'Ardennes', 'region-44'],
  ['departement-2A', 'Departement', '2A', 'Corse-du-Sud', 'region-94'],
  ['departement-2B', 'Departement', '2B', 'Haute-Corse', 'region-94'],
  ['departement-89', 'Departement', '89', 'Yonne', 'region-27'],
  ['departement-92', 'Departement', '92', 'Hauts-de-Seine', 'region-11'],
  ['departement-971', 'Departement', '971', 'Guadeloupe', 'region-01'],
  ['departement-976', 'Departement', '976', 'Mayotte', 'region-06'],
  ['commune-2A001', 'Commune', '2A001', 'Afa', 'departement-2A', '1976-01-01'],
  ['commune-20001-1943-01-01', 'Commune', '20001', 'Afa', null, '1943-01-01', '1976-01-01'],
  ['commune-92002', 'Commune', '92002', 'Antony', 'departement-92', '1968-01-01'],
  ['commune-75002-1943-01-01', 'Commune', '75002', 'Antony', null, '1943-01-01', '1968-01-01'],
  ['commune-89162', 'Commune', '89162', 'Évry', 'departement-89', '1943-01-01'],
  ['commune-78228-1965-06-30', 'Commune', '78228', 'Évry', null, '1965-06-30', '1968-01-01'],
  ['commune-91228-1968-01-01', 'Commune', '91228', 'Évry', null, '1968-01-01', '2019-01-01'],
  ['commune-02502', 'Commune', '02502', 'Montcornet', 'departement-02', '1943-01-01'],
  ['commune-08297', 'Commune', '08297', 'Montcornet', 'departement-08', '1989-01-01'],
  ['commune-08297-1943-01-01', 'Commune', '08297', 'Montcornet', null, '1943-01-01', '1973-09-01'],
];

const official = ([id, typeTerritory, code, labelLg1, parentId, dateCreation, dateSuppression]: Row) =>
  recordFixture(territoryKind, {
    id,
    typeTerritory,
    code,
    labelLg1,
    parentId,
    dateCreation: dateCreation ?? null,
    dateSuppression: dateSuppression ?? null,
    creators: [],
    contributors: [],
    disseminationStatus: null,
  });

/** The statistical territory of the seed (sims/sims-geo.trig): the regions, less the département of Mayotte. */
export const franceHorsMayotte = recordFixture(territoryKind, {
  id: 'franceHorsMayotte',
  typeTerritory: STATISTICAL_TERRITORY,
  labelLg1: 'France hors Mayotte',
  unions: REGIONS.map(([id]) => id),
  difference: ['departement-976'],
  creators: [],
  contributors: [],
  disseminationStatus: null,
});

/** The statistical territory report 1817 cites: the 13 metropolitan regions. */
export const franceMetropolitaine = recordFixture(territoryKind, {
  id: 'franceMetropolitaine',
  typeTerritory: STATISTICAL_TERRITORY,
  labelLg1: 'France métropolitaine',
  unions: REGIONS.map(([id]) => id).filter((id) => Number(id.slice('region-'.length)) >= 11),
  creators: [],
  contributors: [],
  disseminationStatus: null,
});

/** A commune whose name two others had: its label needs its code and dates. */
export const antony = official(OFFICIAL.find(([id]) => id === 'commune-92002') as Row);

/** A region whose name no other territory has. */
export const ileDeFrance = official(REGIONS.find(([id]) => id === 'region-11') as Row);

/** The territories of the stories, each parsed with the kind's view schema. */
export function createGeographyStore(): RecordStore {
  return createRecordStore(
    [territoryKind],
    [...OFFICIAL.map(official), franceHorsMayotte, franceMetropolitaine].map((record) => ({ kind: territoryKind, record })),
  );
}

/** Someone who reads territories but may create or modify none (every role but the administrator's). */
export const geographyReaderPrivileges: UserPrivileges = adminPrivilegesFixture.map((entry) =>
  entry.application === 'GEOGRAPHY' ? readerOf('GEOGRAPHY') : entry,
);

const sameLabel = (a: RecordView, b: RecordView) => normalizeForSearch(String(a.labelLg1)) === normalizeForSearch(String(b.labelLg1));

/** The territories' API: the generic store's, with the module's filters (`q`, `typeTerritory`, `ids`), homonyms and rules. */
export function geographyHandlers(store: RecordStore): HttpHandler[] {
  const territories = () => [...store.records.values()].filter((entry) => entry.kind.name === territoryKind.name).map((entry) => entry.record);
  const stored = (id: string) => store.records.get(`${territoryKind.name}/${id}`)?.record as Territory | undefined;
  const homonym = (record: RecordView) => territories().filter((other) => sameLabel(other, record)).length > 1;

  /** Whether `from` is `id`, or includes or excludes it through the statistical territories it points to. */
  const leadsTo = (from: string, id: string, seen = new Set<string>()): boolean => {
    if (from === id) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    const record = stored(from);
    return [...(record?.unions ?? []), ...(record?.difference ?? [])].some((next) => leadsTo(next, id, seen));
  };

  /** The module's rules, as the API applies them (api/src/modules/operations/geography). */
  const refusal = (id: string, body: Record<string, unknown> | null): ErrorCode | undefined => {
    if (!body) return undefined;
    const before = stored(id);
    if (before && before.typeTerritory !== STATISTICAL_TERRITORY) return 'TERRITORY_NOT_EDITABLE';
    const unions = (body.unions as string[] | undefined) ?? [];
    const difference = (body.difference as string[] | undefined) ?? [];
    if (unions.length === 0 || difference.some((target) => unions.includes(target))) return 'VALIDATION_FAILED';
    if (before && [...unions, ...difference].some((target) => leadsTo(target, id))) return 'VALIDATION_FAILED';
    // Whatever type a client sends, it creates a statistical territory.
    body.typeTerritory = STATISTICAL_TERRITORY;
    return undefined;
  };

  const list = http.get('/api/geo/territories', ({ request }) => {
    const url = new URL(request.url);
    const param = (name: string) => url.searchParams.get(name) ?? '';
    const ids = param('ids') ? param('ids').split(',').map((id) => id.trim()) : null;
    if (ids && ids.length > TERRITORY_IDS_MAX) return errorResponse('VALIDATION_FAILED');
    const query = normalizeForSearch(param('q'));
    const matching = territories()
      .filter((record) => !query || normalizeForSearch([record.id, record.labelLg1, record.labelLg2].filter((text) => typeof text === 'string').join('\n')).includes(query))
      .filter((record) => !param('typeTerritory') || record.typeTerritory === param('typeTerritory'))
      .filter((record) => !ids || ids.includes(record.id))
      .sort((a, b) => normalizeForSearch(String(a.labelLg1)).localeCompare(normalizeForSearch(String(b.labelLg1))) || a.id.localeCompare(b.id));
    const perPage = Number(param('per_page') || 0);
    const page = Number(param('page') || 1);
    const shown = perPage > 0 ? matching.slice((page - 1) * perPage, page * perPage) : matching;
    const items: TerritoryItem[] = shown.map((record) =>
      territoryKind.schemas.listItem.parse({ ...record, labelLg1: record.labelLg1, labelLg2: record.labelLg2 ?? null, homonym: homonym(record), references: {} }),
    );
    return HttpResponse.json(items, { headers: { 'x-total-count': String(matching.length) } });
  });

  return [
    list,
    ...recordHandlers(store, {
      [territoryKind.name]: { computed: (record) => ({ homonym: homonym(record) }), write: refusal },
    }),
  ];
}

import { bilingual } from './common/bilingual.ts';
import { choice, day, immutable, reference, references, richText, text } from './records/fields.ts';
import { defineKind, type CreateOf, type ListItemOf, type ViewOf } from './records/kind.ts';

// Territories (spec §3 Geography territory, §7 Geography; api-reference §5.2 Geography): the official
// geography (regions, départements, communes, with their history) that quality reports cite, and
// the statistical territories users make as unions and differences of others.

export const TERRITORY_TYPES = ['Region', 'Departement', 'Commune', 'TerritoireStatistique'] as const;
export type TerritoryType = (typeof TERRITORY_TYPES)[number];

/** The one type users create and edit; the others come from the official geography (TERRITORY_NOT_EDITABLE). */
export const STATISTICAL_TERRITORY: TerritoryType = 'TerritoireStatistique';

/**
 * `/geo/territory`: a territory. A statistical territory is the union of `unions` minus the union of
 * `difference`; official ones carry their code, the territory they lie in and the dates they
 * existed between (territories sharing a label are told apart by them).
 */
export const territoryKind = defineKind({
  name: 'territory',
  application: 'GEOGRAPHY',
  paths: { list: '/geo/territories', item: '/geo/territory' },
  id: { type: 'uuid' },
  label: 'label',
  fields: {
    ...bilingual('label', text({ required: true }), text()),
    ...bilingual('description', richText(), richText()),
    typeTerritory: immutable(choice(TERRITORY_TYPES)),
    /** Official geographic code (COG). */
    code: text({ max: 20 }),
    /** The territory it lies in: a département's region, a commune's département. */
    parentId: reference(['territory']),
    unions: references(['territory']),
    difference: references(['territory']),
    dateCreation: day(),
    dateSuppression: day(),
  },
  listFields: ['typeTerritory', 'code', 'dateCreation', 'dateSuppression'],
  publication: false,
  delete: false,
});

export type Territory = ViewOf<typeof territoryKind>;
export type TerritoryItem = ListItemOf<typeof territoryKind>;
export type TerritoryCreate = CreateOf<typeof territoryKind>;

import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { idListSchema } from './common/text.ts';
import { choice, day, immutable, reference, references, richText, text } from './records/fields.ts';
import { defineKind, type CreateOf, type FilterOf, type ListItemOf, type UpdateOf, type ViewOf } from './records/kind.ts';

// Territories (spec §3 Geography territory, §7 Geography; api-reference §5.2 Geography): the official
// geography (regions, départements, communes, with their history) that quality reports cite, and
// the statistical territories users make as unions and differences of others.

export const TERRITORY_TYPES = ['Region', 'Departement', 'Commune', 'TerritoireStatistique'] as const;
export type TerritoryType = (typeof TERRITORY_TYPES)[number];

/** The one type users create and edit; the others come from the official geography (TERRITORY_NOT_EDITABLE). */
export const STATISTICAL_TERRITORY: TerritoryType = 'TerritoireStatistique';

/** How many territories one list request may name (`ids`). */
export const TERRITORY_IDS_MAX = 100;

/**
 * The codes of the field issues (400 VALIDATION_FAILED) the API answers for a statistical territory,
 * besides the schemas' own: a territory included in itself (directly or through the territories it
 * includes or excludes), and one both included and excluded. No territory included is zod's
 * `too_small` on `unions`.
 */
export const TERRITORY_ISSUES = {
  cycle: 'cycle',
  includedAndExcluded: 'territory_included_and_excluded',
} as const;

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
    /** Set by the API: whatever a client sends, what it creates is a statistical territory. */
    typeTerritory: immutable(choice(TERRITORY_TYPES)),
    /** Official geographic code (COG). */
    code: text({ max: 20 }),
    /** The territory it lies in: a département's region, a commune's département. */
    parentId: reference(['territory']),
    unions: references(['territory'], { acyclic: true }),
    difference: references(['territory'], { acyclic: true }),
    /** The first day it existed under this code and name (1943-01-01: at least since then, the history's start). */
    dateCreation: day(),
    /** The first day it no longer existed under this code and name; none while it exists. */
    dateSuppression: day(),
  },
  // Communes under their département, départements under their region: the official geography's tree (42,000 territories).
  hierarchy: 'parentId',
  listFields: ['typeTerritory', 'code', 'dateCreation', 'dateSuppression'],
  computed: {
    /** Another territory has the same first-language label (accents and case ignored): its label needs telling apart. */
    homonym: z.boolean(),
  },
  filters: {
    /** Territories of one type only. */
    typeTerritory: z.enum(TERRITORY_TYPES).optional(),
    /** These territories, by their identifiers separated by commas (at most TERRITORY_IDS_MAX): a statistical territory's parts, with their dates. */
    ids: idListSchema(TERRITORY_IDS_MAX).optional(),
  },
  publication: false,
  delete: false,
  refuse: [{ on: ['update'], when: { field: 'typeTerritory', notIn: [STATISTICAL_TERRITORY] }, code: 'TERRITORY_NOT_EDITABLE' }],
});

export type Territory = ViewOf<typeof territoryKind>;
export type TerritoryItem = ListItemOf<typeof territoryKind>;
export type TerritoryCreate = CreateOf<typeof territoryKind>;
export type TerritoryUpdate = UpdateOf<typeof territoryKind>;
export type TerritoryFilter = FilterOf<typeof territoryKind>;

// ------------------------------------------------------------------------------------------------
// Telling apart territories that share a label (spec §3, §9)

/** What names a territory: its label, its type and code, the dates it existed between. */
export interface TerritoryNaming {
  labelLg1: string;
  labelLg2?: string | null;
  typeTerritory?: TerritoryType | null;
  code?: string | null;
  dateCreation?: string | null;
  dateSuppression?: string | null;
}

interface LabelWords {
  types: Record<TerritoryType, string>;
  months: readonly string[];
  day: (day: number) => string;
  since: (start: string) => string;
  until: (end: string) => string;
  between: (start: string, end: string) => string;
}

// Written out rather than left to Intl: the same label on the server (exports), in Node and in
// every browser, whatever their locale data.
const WORDS: Record<'fr' | 'en', LabelWords> = {
  fr: {
    types: { Region: 'région', Departement: 'département', Commune: 'commune', TerritoireStatistique: 'territoire statistique' },
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    day: (day) => (day === 1 ? '1er' : String(day)),
    since: (start) => `depuis le ${start}`,
    until: (end) => `jusqu’au ${end}`,
    between: (start, end) => `du ${start} au ${end}`,
  },
  en: {
    types: { Region: 'region', Departement: 'department', Commune: 'municipality', TerritoireStatistique: 'statistical territory' },
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    day: String,
    since: (start) => `since ${start}`,
    until: (end) => `until ${end}`,
    between: (start, end) => `${start} to ${end}`,
  },
};

/** `1943-01-01` → `1er janvier 1943` / `1 January 1943`; anything else as it is. */
function longDay(value: string, words: LabelWords): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? words.months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${words.day(Number(match[3]))} ${month} ${Number(match[1])}`;
}

/**
 * A territory's label as shown among others (the picker, the export), in the language `lang` (`fr`
 * or `en`: its words and dates; the name is the first-language label, or the second one with
 * `second` when it has one). A territory whose label another shares (`homonym`) is told apart: its
 * type and code, then the day it started and the day it ended, if it did —
 * "Antony (commune 75002, du 1er janvier 1943 au 1er janvier 1968)".
 */
export function territoryLabel(item: TerritoryNaming, homonym: boolean, lang: string, { second = false } = {}): string {
  const name = (second && item.labelLg2) || item.labelLg1;
  if (!homonym) return name;
  const words = WORDS[lang.toLowerCase().startsWith('fr') ? 'fr' : 'en'];
  const kind = [item.typeTerritory ? words.types[item.typeTerritory] : null, item.code].filter(Boolean).join(' ');
  const start = item.dateCreation ? longDay(item.dateCreation, words) : null;
  const end = item.dateSuppression ? longDay(item.dateSuppression, words) : null;
  const period = start && end ? words.between(start, end) : start ? words.since(start) : end ? words.until(end) : null;
  const facts = [kind, period].filter(Boolean).join(', ');
  return facts ? `${name} (${facts})` : name;
}

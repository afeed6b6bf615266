import { STATISTICAL_TERRITORY, TERRITORY_ISSUES, territoryKind, type FieldIssue, type PayloadOf } from '@atelier/contracts';
import { ApiError } from '../../../lib/errors.ts';
import { normalizeText } from '../../../lib/text.ts';
import { apiKind } from '../../../records/api-kind.ts';
import type { ApiModule } from '../../../records/module.ts';
import { sharedSortKeys, storedFieldIs } from '../../../records/queries.ts';

// Territories (spec §3, §7 Geography; api-reference §5.2 Geography): the official geography, and the
// statistical territories quality reports cite. Users make and edit statistical territories only;
// each is the union of the territories it includes minus those it excludes.

type TerritoryPayload = PayloadOf<typeof territoryKind>;

const refused = (issues: FieldIssue[]) => new ApiError('VALIDATION_FAILED', undefined, issues);

/**
 * The rules of a write that need no identifier (that official territories are not edited is
 * declared): whatever a client sends, a new territory is statistical; it includes one territory at
 * least, and none it also excludes. Repeated territories count once.
 */
function prepareTerritory(payload: TerritoryPayload): TerritoryPayload {
  const unions = [...new Set(payload.unions)];
  const difference = [...new Set(payload.difference)];
  if (unions.length === 0) {
    throw refused([{ path: ['body', 'unions'], code: 'too_small', message: 'A statistical territory includes one territory at least' }]);
  }
  const included = new Set(unions);
  const both = difference.flatMap((id, position) =>
    included.has(id)
      ? [{ path: ['body', 'difference', position], code: TERRITORY_ISSUES.includedAndExcluded, message: `${id} is both included and excluded` }]
      : [],
  );
  if (both.length > 0) throw refused(both);
  return { ...payload, typeTerritory: STATISTICAL_TERRITORY, unions, difference };
}

export function geographyModule(): ApiModule {
  return {
    tag: 'geography',
    kinds: [
      apiKind(territoryKind, {
        async prepare(_tx, payload) {
          return prepareTerritory(payload);
        },
        async computed(db, records) {
          // The sort key the framework stores: the first-language label, lower case, without accents.
          const keyOf = (payload: TerritoryPayload, id: string) => normalizeText(payload.labelLg1 || id);
          const shared = await sharedSortKeys(db, territoryKind.name, records.map((record) => keyOf(record.payload, record.id)));
          return new Map(records.map((record) => [record.id, { homonym: shared.has(keyOf(record.payload, record.id)) }]));
        },
        filters: ({ typeTerritory }) => [
          typeTerritory ? storedFieldIs('typeTerritory', typeTerritory) : undefined,
        ],
      }),
    ],
  };
}

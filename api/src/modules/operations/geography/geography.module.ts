import { and, eq, inArray, sql } from 'drizzle-orm';
import { STATISTICAL_TERRITORY, TERRITORY_ISSUES, splitIdList, territoryKind, type FieldIssue, type PayloadOf } from '@atelier/contracts';
import type { Db } from '../../../db/client.ts';
import { resource } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/errors.ts';
import { normalizeText } from '../../../lib/text.ts';
import { apiKind } from '../../../records/api-kind.ts';
import type { ApiModule } from '../../../records/module.ts';

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

/** Above this many labels, every shared label is read at once (a few thousand) rather than asked for one by one. */
const FEW_LABELS = 500;

/** Among these sort keys (labels lower case, without accents), those two territories or more share. */
async function homonyms(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Set();
  const rows = await db
    .select({ key: resource.sortKey })
    .from(resource)
    .where(and(eq(resource.kind, territoryKind.name), distinct.length <= FEW_LABELS ? inArray(resource.sortKey, distinct) : undefined))
    .groupBy(resource.sortKey)
    .having(sql`count(*) > 1`);
  return new Set(rows.map((row) => row.key));
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
          const shared = await homonyms(db, records.map((record) => keyOf(record.payload, record.id)));
          return new Map(records.map((record) => [record.id, { homonym: shared.has(keyOf(record.payload, record.id)) }]));
        },
        filters: ({ typeTerritory, ids }) => [
          typeTerritory ? sql`${resource.payload} ->> 'typeTerritory' = ${typeTerritory}` : undefined,
          ids ? inArray(resource.id, splitIdList(ids)) : undefined,
        ],
      }),
    ],
  };
}

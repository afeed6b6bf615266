import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildTree, compareRubricIds } from '@atelier/ui-kit';
import type { CodeList, MsdRubric } from '@atelier/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lookupQuery } from '../../../records/reference.ts';

// The metadata structure (MSD) of quality reports: its rubrics, as the help, the report's page and
// its form read them, and the code lists its CODE_LIST rubrics name.

/** `GET /operations/metadataStructureDefinition`: every rubric, section headings included, flat. */
export const MSD_PATH = '/operations/metadataStructureDefinition';

/** A code list's name, as its own page reads it (`GET /codeList/{notation}`). */
export type CodeListName = Pick<CodeList, 'id' | 'labelLg1' | 'labelLg2'>;

export const msdQueries = {
  /**
   * The structure: reference data that changes with a new version of the application only, so
   * what was read once never goes stale (specification), and no write to a report invalidates it.
   */
  structure: () =>
    queryOptions({
      queryKey: ['reference', 'msd'],
      queryFn: ({ signal }) => apiRequest<MsdRubric[]>(MSD_PATH, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
  /** A code list's name: the code lists module's own cache entry for the list, shared with its page. */
  codeList: (notation: string) =>
    queryOptions({
      queryKey: ['codelists', 'codeList', 'detail', notation],
      queryFn: ({ signal }) => apiRequest<CodeListName>(`/codeList/${encodeURIComponent(notation)}`, { signal }),
    }),
  /** Every code of a list with its labels: the lookup the report's form offers for the rubric, shared with it. */
  codes: (notation: string) => lookupQuery({ source: 'code', list: notation, many: false }),
};

/** The metadata structure, read once per session. */
export function useMsd() {
  return useQuery(msdQueries.structure());
}

/** A rubric in the structure's hierarchy: its depth (1 for a section at the top) and its children, ordered. */
export interface MsdBranch {
  rubric: MsdRubric;
  depth: number;
  children: MsdBranch[];
}

/**
 * The rubrics nested by `idParent` and ordered by their numbers (S.9 before S.10, I.6.3 before
 * S.6.3): the order and nesting of the kit's outline, so that the content follows the outline.
 */
export function buildMsdOutline(msd: readonly MsdRubric[]): MsdBranch[] {
  type Branch = { item: MsdRubric; children: Branch[] };
  const toBranch = ({ item, children }: Branch, depth: number): MsdBranch => ({
    rubric: item,
    depth,
    children: children.map((child) => toBranch(child, depth + 1)),
  });
  return buildTree(msd, {
    id: (rubric) => rubric.idMas,
    parentId: (rubric) => rubric.idParent,
    compare: (a, b) => compareRubricIds(a.idMas, b.idMas),
  }).map((branch) => toBranch(branch, 1));
}

/** The rubrics in reading order (depth first), as the content shows them one after the other. */
export function flattenOutline(outline: readonly MsdBranch[]): MsdBranch[] {
  return outline.flatMap((branch) => [branch, ...flattenOutline(branch.children)]);
}

/** The id of a rubric's heading in the content: what the outline jumps to (`rubric-S.3.1`). */
export const rubricHeadingId = (idMas: string) => `rubric-${idMas}`;

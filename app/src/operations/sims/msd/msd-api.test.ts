import { describe, expect, it } from 'vitest';
import { MsdRubricSchema } from '@atelier/contracts';
import msdSeed from '../../../../../api/seed/demo/msd.json';
import { buildMsdOutline, flattenOutline, rubricHeadingId, type MsdBranch } from './msd-api.ts';

/** The real structure: 96 rubrics, flat, in the seed's order (not the reading order). */
const msd = MsdRubricSchema.array().parse(msdSeed);

const ids = (branches: readonly MsdBranch[]) => branches.map((branch) => branch.rubric.idMas);
const find = (branches: readonly MsdBranch[], idMas: string) => flattenOutline(branches).find((branch) => branch.rubric.idMas === idMas);

describe('the outline of the metadata structure', () => {
  const outline = buildMsdOutline(msd);

  it('nests the rubrics under their parents, the 20 sections at the top, in numeric order', () => {
    expect(ids(outline)).toEqual([...Array.from({ length: 19 }, (_, index) => `S.${index + 1}`), 'I.20']);
    expect(outline.every((branch) => branch.depth === 1)).toBe(true);
  });

  it('orders siblings by their numbers, the prefix letter breaking ties (C.3.10 after S.3.9, I.6.3 after S.6.2)', () => {
    expect(ids(find(outline, 'S.3')?.children ?? [])).toEqual(['S.3.1', 'S.3.2', 'S.3.3', 'S.3.4', 'S.3.5', 'S.3.6', 'S.3.7', 'S.3.8', 'S.3.9', 'C.3.10']);
    expect(ids(find(outline, 'S.6')?.children ?? [])).toEqual(['S.6.1', 'S.6.2', 'I.6.3', 'I.6.4']);
  });

  it('knows each rubric’s depth', () => {
    expect(find(outline, 'S.3.7')?.depth).toBe(2);
    expect(find(outline, 'C.3.7.1')?.depth).toBe(3);
    expect(find(outline, 'S.13.3.1')?.depth).toBe(3);
  });

  it('reads depth first, every rubric once, whatever the order it is given in', () => {
    const flat = ids(flattenOutline(outline));
    expect(flat).toHaveLength(96);
    expect(new Set(flat).size).toBe(96);
    expect(flat.slice(0, 10)).toEqual(['S.1', 'S.1.1', 'S.1.2', 'S.1.3', 'S.1.4', 'S.1.5', 'S.1.6', 'S.1.7', 'S.1.8', 'S.2']);
    expect(flat.indexOf('C.3.7.1')).toBe(flat.indexOf('S.3.7') + 1);
    expect(ids(flattenOutline(buildMsdOutline([...msd].reverse())))).toEqual(flat);
  });

  it('names each rubric’s heading after its id', () => {
    expect(rubricHeadingId('S.3.1')).toBe('rubric-S.3.1');
  });
});

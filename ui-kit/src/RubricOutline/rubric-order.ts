interface RubricIdParts {
  prefix: string;
  numbers: number[];
}

/** "C.3.7.1" → prefix "C", numbers [3, 7, 1]. Parts that are not numbers count as 0. */
function parseRubricId(id: string): RubricIdParts {
  const [prefix = '', ...rest] = id.split('.');
  return { prefix, numbers: rest.map((part) => Number.parseInt(part, 10) || 0) };
}

/**
 * Orders rubric ids as readers expect: the numeric parts compared one by one as numbers (S.9 before
 * S.10, S.1 before S.1.1 before S.2), and the prefix letter only breaks ties (I.6.3 before S.6.3).
 */
export function compareRubricIds(a: string, b: string): number {
  const left = parseRubricId(a);
  const right = parseRubricId(b);
  const length = Math.min(left.numbers.length, right.numbers.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.numbers.length !== right.numbers.length) return left.numbers.length - right.numbers.length;
  return left.prefix.localeCompare(right.prefix, 'en');
}

// What the address of a compare page of versioned notes holds (`?from=2&to=3&language=lg2`). Apart
// and importing nothing: a route's `validateSearch` loads with the first page.

/** Which versions are compared, and in which language: the address keeps them (`?from=2&to=3&language=lg2`). */
export interface CompareChoice {
  from?: number;
  to?: number;
  language?: 'lg1' | 'lg2';
}

/** The choice a compare page's address holds (`validateSearch` of its route; the page checks the versions exist). */
export function compareSearch(search: Record<string, unknown>): CompareChoice {
  const version = (value: unknown) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? number : undefined;
  };
  const from = version(search.from);
  const to = version(search.to);
  return {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(search.language === 'lg2' ? { language: 'lg2' as const } : {}),
  };
}

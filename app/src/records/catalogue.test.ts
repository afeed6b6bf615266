import { describe, expect, it } from 'vitest';
import routeTree from '../routeTree.gen.ts?raw';
import { RECORD_CATALOGUE } from './catalogue.ts';

// Every page the catalogue promises must have a route: a link to a page nobody serves says "Page not
// found" (the collections' advanced search did). The router's generated tree lists every full path.
const routes = new Set([...(routeTree.match(/fullPaths:([\s\S]*?)\n {2}\w/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]));

describe('the record catalogue', () => {
  it('reads the routes', () => {
    expect(routes).toContain('/concepts');
  });

  it.each(Object.entries(RECORD_CATALOGUE))('promises only pages that have a route: %s', (_kind, { pages }) => {
    const promised = [pages.list, pages.create, pages.search, `${pages.item}/$id`].filter((page) => page !== undefined);
    expect(promised.filter((page) => !routes.has(page) && !routes.has(`${page}/`))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import routeTree from '../routeTree.gen.ts?raw';
import '../modules.ts';
import { RECORD_CATALOGUE } from './catalogue.ts';

// Every page the catalogue promises must have a route: a link to a page nobody serves says "Page not
// found" (the collections' advanced search did). The router's generated tree lists every full path.
const routes = new Set([...(routeTree.match(/fullPaths:([\s\S]*?)\n {2}\w/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''));

/** The pages of the standard screens of a kind: list, search, create, a record and its modification. */
function declaredPages(): Set<string> {
  const pages = new Set<string>();
  for (const { pages: kind } of Object.values(RECORD_CATALOGUE)) {
    for (const page of [kind.list, kind.create, kind.search, `${kind.item}/$id`, `${kind.item}/$id/modify`]) if (page) pages.add(page);
  }
  return pages;
}

/** A route that serves a standard screen of a kind (`…/search`, `…/create`, `…/$id/`, `…/$id/modify`). */
function standardScreen(route: string): string | undefined {
  const fixed = /^([^$]+)\/(search|create)$/.exec(route);
  if (fixed) return route;
  const item = /^([^$]+)\/\$id\/(modify)?$/.exec(route);
  return item ? route.replace(/\/$/, '') : undefined;
}

describe('the record catalogue', () => {
  it('reads the routes', () => {
    expect(routes).toContain('/concepts');
  });

  it.each(Object.entries(RECORD_CATALOGUE))('promises only pages that have a route: %s', (_kind, { pages }) => {
    const promised = [pages.list, pages.create, pages.search, `${pages.item}/$id`, `${pages.item}/$id/modify`].filter((page) => page !== undefined);
    expect(promised.filter((page) => !routes.has(page) && !routes.has(`${page}/`))).toEqual([]);
  });

  it('declares a page for every route of a standard screen', () => {
    const declared = declaredPages();
    const served = [...routes].map(standardScreen).filter((page) => page !== undefined);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((page) => !declared.has(page))).toEqual([]);
  });

  it('declares a list for every advanced search', () => {
    const lists = new Set(Object.values(RECORD_CATALOGUE).map(({ pages }) => pages.list));
    const searched = [...routes].filter((route) => route.endsWith('/search')).map((route) => route.slice(0, -'/search'.length));
    expect(searched.filter((list) => !lists.has(list))).toEqual([]);
  });
});

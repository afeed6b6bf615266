import { describe, expect, it } from 'vitest';
import routeTree from '../routeTree.gen.ts?raw';
import '../modules.ts';
import { RECORD_CATALOGUE, loadKindUi } from './catalogue.ts';

/** Every route file's text, by path: a standard screen's is one line naming its helper and kind. */
const routeFiles = import.meta.glob<string>('../routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });

/** The standard screens' routes: `createFileRoute('/operations/series/')(listRoute('series'))`. */
const standardRoutes = Object.values(routeFiles).flatMap((text) =>
  [...text.matchAll(/createFileRoute\('([^']+)'\)\((\w+)\('(\w+)'\)\)/g)].map(([, path = '', helper = '', kind = '']) => ({ path, helper, kind })),
);

/** Where a helper's screen is, among a kind's pages. */
function pageOf(helper: string, pages: (typeof RECORD_CATALOGUE)[string]['pages']): string | undefined {
  switch (helper) {
    case 'listRoute':
      return `${pages.list}/`;
    case 'searchRoute':
      return pages.search;
    case 'createRecordRoute':
      return pages.create;
    case 'recordRoute':
      return `${pages.item}/$id/`;
    case 'modifyRecordRoute':
      return `${pages.item}/$id/modify`;
    default:
      return undefined;
  }
}

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

  it('serves each standard screen with its helper, at the page its kind declares', () => {
    expect(standardRoutes.length).toBeGreaterThan(40);
    const misplaced = standardRoutes.filter(({ path, helper, kind }) => {
      const entry = RECORD_CATALOGUE[kind];
      return !entry?.ui || pageOf(helper, entry.pages) !== path;
    });
    expect(misplaced).toEqual([]);
  });

  it.each(Object.entries(RECORD_CATALOGUE).filter(([, entry]) => entry.ui))('declares the screens of %s: its page and its form, or the layout they follow', async (kind) => {
    const ui = await loadKindUi(kind);
    expect(ui.kind.name).toBe(kind);
    expect(ui.screens?.page ?? ui.screens?.layout).toBeDefined();
    expect(ui.screens?.form ?? ui.screens?.layout).toBeDefined();
    // The first import of a module's screens' declarations compiles the kit they use.
  }, 30_000);
});

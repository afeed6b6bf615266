import { lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { KindName } from '../modules.ts';
import { advancedSearch, quickSearch } from '../records/search-params.ts';

// The routes of a kind's five standard screens, each a line in its route file:
//   export const Route = createFileRoute('/operations/series/')(listRoute('series'));
// These options stay in the first page, so they are light: the screens, their loaders and the kind's
// declaration load with the route (the router's automatic splitting cannot see into options built
// here, so each part is imported lazily by hand).

interface LoaderContext {
  context: { queryClient: QueryClient };
}

/** Every module's kinds (the app's registry, not a module), before a kind's declaration is read. */
const registry = () => import('../modules.ts');

const RecordLoadError = lazyRouteComponent(() => import('../records/RecordLoadError.tsx').then((module) => ({ default: module.RecordLoadError })));
const ListScreen = lazyRouteComponent(() => import('../records/screens/ListScreen.tsx').then((module) => ({ default: module.ListScreen })));
const SearchScreen = lazyRouteComponent(() => import('../records/screens/SearchScreen.tsx').then((module) => ({ default: module.SearchScreen })));
const RecordScreen = lazyRouteComponent(() => import('../records/screens/RecordScreen.tsx').then((module) => ({ default: module.RecordScreen })));
const FormScreen = lazyRouteComponent(() => import('../records/screens/FormScreen.tsx').then((module) => ({ default: module.FormScreen })));

/** A screen's module, once the kinds' registry and the screen's component are loaded too (in parallel). */
async function screenModule<M>(module: Promise<M>, component: { preload?: (() => Promise<void> | undefined) | undefined }): Promise<M> {
  const [loaded] = await Promise.all([module, registry(), component.preload?.()]);
  return loaded;
}

/** `?parent=CL_FREQ` on a creation page: the parent chosen beforehand, from its page. */
function parentSearch(search: Record<string, unknown>): { parent?: string } {
  return typeof search.parent === 'string' && search.parent !== '' ? { parent: search.parent } : {};
}

/** `{list}`: every record of the kind, searched as one types. */
export function listRoute(kind: KindName) {
  return {
    validateSearch: quickSearch,
    loader: async () => {
      await (await screenModule(import('../records/catalogue.ts'), ListScreen)).loadKindUi(kind);
    },
    component: () => <ListScreen kind={kind} />,
  };
}

/** `{list}/search`: the advanced search, on the server. */
export function searchRoute(kind: KindName) {
  return {
    validateSearch: advancedSearch,
    loader: async ({ context }: LoaderContext) => {
      await (await screenModule(import('../records/screens/SearchScreen.tsx'), SearchScreen)).loadSearchScreen(context.queryClient, kind);
    },
    component: () => <SearchScreen kind={kind} />,
  };
}

/** `{item}/{id}`: a record's page. */
export function recordRoute(kind: KindName) {
  return {
    loader: async ({ context, params }: LoaderContext & { params: { id: string } }) => {
      await (await screenModule(import('../records/screens/RecordScreen.tsx'), RecordScreen)).loadRecordScreen(context.queryClient, kind, params.id);
    },
    errorComponent: RecordLoadError,
    component: () => <RecordScreen kind={kind} />,
  };
}

/** `{create}`: the form of a new record. */
export function createRecordRoute(kind: KindName) {
  return {
    validateSearch: parentSearch,
    loader: async ({ context }: LoaderContext) => {
      await (await screenModule(import('../records/screens/FormScreen.tsx'), FormScreen)).loadFormScreen(context.queryClient, kind);
    },
    component: () => <FormScreen kind={kind} />,
  };
}

/** `{item}/{id}/modify`: a record's form. */
export function modifyRecordRoute(kind: KindName) {
  return {
    loader: async ({ context, params }: LoaderContext & { params: { id: string } }) => {
      await (await screenModule(import('../records/screens/FormScreen.tsx'), FormScreen)).loadFormScreen(context.queryClient, kind, params.id);
    },
    errorComponent: RecordLoadError,
    component: () => <FormScreen kind={kind} />,
  };
}

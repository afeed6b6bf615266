import { createElement, use, type ComponentType, type ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyKind, ListItemOf, RecordListItem, RecordView, ViewOf } from '@atelier/contracts';
import type { RecordUi } from './kind.ts';
import type { Filter } from './record-api.ts';

// What a kind shows on the framework's five screens (list, advanced search, record page, creation,
// modification) besides their common frame. The framework owns the screens and their routes
// (`shell/record-routes.tsx`); a kind declares only this, in its `kinds.ts`.

/**
 * A screen's component, loaded with its route: its route's loader calls `load` beside the data, so
 * that it shows at once; `render` shows it (waiting for its code if it has not been loaded).
 * Methods, not properties: a kind's screen takes its own record type (bivariance lets a kind's
 * declaration stand for "any kind's" in the catalogue).
 */
export interface LazyScreen<P> {
  load(): Promise<void>;
  render(props: P): ReactNode;
}

/** A component that loads with its screen, not with the kind's declaration. */
export function lazyScreen<P extends object>(importer: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importer().then((loaded) => {
      component = loaded;
    }));
  function Screen(props: P) {
    if (!component) use(load());
    return component ? createElement(component, props) : null;
  }
  return { load, render: (props) => createElement(Screen, props) };
}

/** The props of a kind's form: the record to modify (none to create one), the parent chosen beforehand. */
export interface KindFormProps<K extends AnyKind> {
  ui: RecordUi<K>;
  existing?: (ViewOf<K> & RecordView) | undefined;
  /** `?parent=…` on the creation page: a partial list created from its parent's page. */
  parentId?: string | undefined;
}

/** A field placed by a layout, by name (a bilingual pair by its own: `prefLabel`), with what its form adds. */
export type LayoutField =
  | string
  | {
      name: string;
      /** Under the field in the form; `onCreation`: only when creating (an immutable field's "It cannot change later"). */
      description?: MessageDescriptor;
      onCreation?: boolean;
      /** A narrower field than the form's width: a year, a choice. */
      width?: 'short' | 'medium';
      /** The records a reference field offers, as a filter of their list (a hook: it may depend on the user). */
      useFilter?(this: void): Filter;
    };

/** A field, or two side by side in the form (one after the other on the page). */
export type LayoutRow = LayoutField | readonly [LayoutField, LayoutField];

/**
 * Where a kind's fields show, on its page and in its form alike: "General information" first (on the
 * page, its bilingual texts under its facts; the label is the page's title), then titled sections.
 * The stewardship (owners, contributors, dissemination status) follows in both.
 */
export interface KindLayout {
  general: readonly LayoutRow[];
  sections?: readonly { title: MessageDescriptor; fields: readonly LayoutRow[] }[];
}

/** A layout's field names, in order (pairs by their own names). */
export function layoutNames(rows: readonly LayoutRow[]): string[] {
  return rows.flatMap((row) => (Array.isArray(row) ? row : [row])).map((field: LayoutField) => (typeof field === 'string' ? field : field.name));
}

/** A filter of the advanced search, by name, with its label (its field's name by default) and help. */
export type SearchFilter = string | { name: string; label?: MessageDescriptor; description?: MessageDescriptor };

export interface KindScreens<K extends AnyKind> {
  /** The second line of a list's row, under its label (its identifier by default). */
  describe?(item: ListItemOf<K> & RecordListItem, i18n: I18n): string;
  /** The kind's own actions on its list, after "New" (export, bulk publication), each guarded as it needs. */
  ListActions?: ComponentType<{ ui: RecordUi }>;
  /**
   * The kind's own filters on its advanced search, after label and identifier, by name (the
   * contract's filters): the contract says which control (a lookup's values, a reference's records,
   * else text); the name is its field's unless given.
   */
  filters?: readonly SearchFilter[];
  /** Where its fields show on its page and in its form (`LayoutPage`, `LayoutForm`). */
  layout?: KindLayout;
  /** Its page, when the layout's is not enough (actions or values of its own). */
  page?: LazyScreen<{ ui: RecordUi<K>; id: string }>;
  /** Its form, when the layout's is not enough (widgets of its own). */
  form?: LazyScreen<KindFormProps<K>>;
  /** What a record's page reads besides the record, its history and its uses (prefetched). */
  prefetchPage?(queryClient: QueryClient, ui: RecordUi<K>, id: string): void;
  /** What a form reads besides the record and the references of its fields. */
  loadForm?(queryClient: QueryClient, ui: RecordUi<K>, id: string | undefined): Promise<unknown>;
}

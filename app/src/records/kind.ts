import type { MessageDescriptor } from '@lingui/core';
import type { AnyKind, ModuleName } from '@atelier/contracts';
import type { GrammaticalGender } from '@atelier/ui-kit';
import type { KindEntry } from './catalogue.ts';
import type { KindScreens } from './kind-screens.ts';

// One kind of record as the application shows it: the contract's declaration (fields, paths,
// privileges) and what only the screens need (where its pages are, its names in both languages,
// French grammatical gender). Every generic frame (list, search, record page, forms) takes one.

/** Where a kind's pages are: `{list}`, `{list}/search`, `{create}`, `{item}/{id}`, `{item}/{id}/modify`. */
export interface RecordPages {
  list: string;
  search?: string;
  create: string;
  item: string;
}

export interface RecordUiDefinition<K extends AnyKind> {
  kind: K;
  module: ModuleName;
  /**
   * What a write to this kind makes stale in the query cache: the module's key by default, since its
   * kinds show each other (a partial list shows its parent's label).
   */
  invalidates?: readonly string[];
  /**
   * The list's title, the titles of its search and creation pages, of a record's modification
   * (`{label}`), and the words of the way back to the list from a record's page.
   */
  titles: {
    back: MessageDescriptor;
    list: MessageDescriptor;
    search: MessageDescriptor;
    create: MessageDescriptor;
    modify: (label: string) => MessageDescriptor;
  };
  /**
   * The record as confirmations name it: "the code list {name}", given the name `useRecordName`
   * makes (the identifier the authors chose, or the label in quotes).
   */
  named: (name: string) => MessageDescriptor;
  /**
   * Names of the kind's fields for people, by field or by bilingual pair (`label` names `labelLg1`
   * and `labelLg2`, each followed by its language); also its computed values.
   */
  fieldNames: Record<string, MessageDescriptor>;
  /** For a kind whose authors choose the identifier: how it is written, and the refusal of another. */
  identifier?: { description: MessageDescriptor; invalid: MessageDescriptor };
  /**
   * A record's label as confirmations quote it, when its label repeats what its noun says (a quality
   * report's "Rapport qualité : " before its object's label). The label itself by default.
   */
  quotedLabel?: (label: string) => string;
  /** What its list, search, page and form show besides the framework's frame; none: the kind has no standard screens. */
  screens?: KindScreens<NoInfer<K>>;
}

export interface RecordUi<K extends AnyKind = AnyKind> extends RecordUiDefinition<K> {
  /** Where its pages are, one of its records as a noun ("Code list"), and its French gender (the catalogue of every kind). */
  pages: RecordPages;
  noun: MessageDescriptor;
  gender: GrammaticalGender;
  /** The query-cache key of this kind: every cached answer about it starts with it. */
  key: readonly string[];
  invalidates: readonly string[];
}

/** A kind's screens' definition, with its entry of the catalogue (its module's `pages.ts`). */
export function defineRecordUi<K extends AnyKind>(definition: RecordUiDefinition<K>, entry: KindEntry): RecordUi<K> {
  return {
    ...definition,
    pages: entry.pages,
    noun: entry.noun,
    gender: entry.gender,
    key: [definition.module, definition.kind.name],
    invalidates: definition.invalidates ?? [definition.module],
  };
}

/** The address of a record's page, or of its modification form. */
export function recordHref(ui: Pick<RecordUi, 'pages'>, id: string, screen?: 'modify'): string {
  return `${ui.pages.item}/${encodeURIComponent(id)}${screen ? `/${screen}` : ''}`;
}

/** A record's label in both data languages, whatever its kind names the pair (its identifier when it has none). */
export function labelsOf(ui: Pick<RecordUi, 'kind'>, record: { id: string } & Record<string, unknown>): { lg1: string; lg2: string | null } {
  const [lg1, lg2] = ui.kind.labelFields.map((field) => record[field]);
  return { lg1: typeof lg1 === 'string' && lg1 !== '' ? lg1 : record.id, lg2: typeof lg2 === 'string' && lg2 !== '' ? lg2 : null };
}

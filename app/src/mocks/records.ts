import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  HistoryEntrySchema,
  ReferencedRecordSchema,
  type AnyKind,
  type Code,
  type LookupSpec,
  type Organization,
  type ErrorCode,
  type HistoryEntry,
  type RecordListItem,
  type RecordView,
  type ReferencedRecord,
  type UnpublishedTargets,
  type Usage,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import { errorResponse } from './handlers.ts';

// The API of any kind of record as stories see it: an in-memory store that answers like the
// server (contracts/src/records/kind.ts) from the kind's declaration alone: lists with their
// filters, order and pages, one record with the labels of what it points to, "Used by", history,
// create, update (409 on a stale version), publish with its preconditions, delete with its refusals.
// Every record parses with its kind's view schema: a story never shows what the API cannot send.

const at = '2026-11-02T09:30:00.000Z';

interface Stored {
  kind: AnyKind;
  record: RecordView;
  history: HistoryEntry[];
}

/** The records of several kinds, which may point to one another, and the reference data their lookup fields name. */
export interface RecordStore {
  kinds: readonly AnyKind[];
  records: Map<string, Stored>;
  /** What `GET /organizations` answers. */
  organizations?: Organization[];
  /** The codes of each code list, by the list's identifier. */
  codes?: Map<string, Code[]>;
  /** What kinds add that the handlers serving the store do not know (a quality report's own filters, in the catalogue's store). */
  hooks?: Record<string, MockKindHooks>;
}

const keyOf = (kind: string, id: string) => `${kind}/${id}`;

/** The standard fields of a record a fixture leaves out: published, owned by DG75-L201, dated. */
export function recordFixture(kind: AnyKind, fields: Record<string, unknown> & { id: string }): RecordView {
  const empty = Object.fromEntries(
    Object.entries(kind.fields)
      .filter(([, field]) => field.mode !== 'external')
      .map(([name, field]) => [
        name,
        field.widget === 'boolean' ? false : field.widget === 'textList' || field.widget === 'parts' || field.reference?.many || field.lookup?.many ? [] : null,
      ]),
  );
  // Computed values (a code list's number of codes) are the store's to compute when it answers.
  const computed = Object.fromEntries(Object.keys(kind.computed ?? {}).map((name) => [name, true] as const));
  return kind.schemas.view.partial(computed).parse({
    ...empty,
    creators: ['DG75-L201'],
    contributors: ['DG75-L201'],
    disseminationStatus: 'PublicGenerique',
    validationState: 'Validated',
    created: at,
    modified: at,
    version: 1,
    references: {},
    // A record of a tree answers how many lie below it; a fixture, none unless it says so.
    ...(kind.hierarchy ? { descendantCount: 0 } : {}),
    ...fields,
  }) as RecordView;
}

/** A store holding these records (each parsed with its kind's schema), each with its creation in its history. */
export function createRecordStore(kinds: readonly AnyKind[], records: readonly { kind: AnyKind; record: RecordView }[]): RecordStore {
  const created = (record: RecordView) =>
    HistoryEntrySchema.parse({ id: 1, action: 'create', at: record.created, userId: 'demo', userStamp: 'DG75-L201', version: 1, changes: [] });
  return {
    kinds,
    records: new Map(records.map(({ kind, record }) => [keyOf(kind.name, record.id), { kind, record, history: [created(record)] }])),
  };
}

/** What a module adds to the answers of a kind (a code list's number of codes) and to its writes (its codes). */
export interface MockKindHooks {
  computed?: (record: RecordView) => Record<string, unknown>;
  /** After a create, an update (with the body) or a delete (without). A code refuses the write. */
  write?: (id: string, body: Record<string, unknown> | null) => ErrorCode | undefined;
  /** The kind's own filters (a concept's definition): whether a record matches the list's query. */
  matches?: (record: Record<string, unknown>, query: URLSearchParams) => boolean;
}

/** Whether an instant is within inclusive date filters, each a day (its whole day) or an instant, as the server reads them. */
function within(instant: string, from: string, to: string): boolean {
  const time = Date.parse(instant);
  if (from && time < Date.parse(from.length === 10 ? `${from}T00:00:00.000Z` : from)) return false;
  return !to || time <= Date.parse(to.length === 10 ? `${to}T23:59:59.999Z` : to);
}

const text = (value: string, status = 200) => new HttpResponse(value, { status, headers: { 'content-type': 'text/plain' } });

/** The MSW handlers of every kind of the store. */
export function recordHandlers(store: RecordStore, handlersHooks: Record<string, MockKindHooks> = {}): HttpHandler[] {
  const hooks = { ...store.hooks, ...handlersHooks };
  const find = (kind: AnyKind, id: unknown) => store.records.get(keyOf(kind.name, String(id)));
  const all = (kind: AnyKind) => [...store.records.values()].filter((entry) => entry.kind.name === kind.name);

  const idsOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : []);
  /** An organisation or a code, as a record's answer names it; none when it does not exist. */
  const lookup = (spec: LookupSpec, id: string): ReferencedRecord | undefined => {
    const found =
      spec.source === 'organization'
        ? store.organizations?.find((organization) => organization.id === id)
        : store.codes?.get(spec.list ?? '')?.find((code) => code.code === id);
    if (!found) return undefined;
    return ReferencedRecordSchema.parse({ kind: spec.source, id, labelLg1: found.labelLg1, labelLg2: found.labelLg2, validationState: null });
  };
  /** The records a record's reference fields point to, and the organisations and codes of its lookup fields, with their labels. */
  const referencesOf = (kind: AnyKind, record: Record<string, unknown>): Record<string, ReferencedRecord[]> => {
    const entries: [string, ReferencedRecord[]][] = [
      ...kind.referenceFields.map(({ name, spec, part }): [string, ReferencedRecord[]] => {
        // A reference in the entries of ordered parts: the records they point to, in the entries' order.
        const ids = part
          ? (Array.isArray(record[part.field]) ? (record[part.field] as Record<string, unknown>[]) : []).flatMap((entry) => idsOf(entry[part.entry]))
          : idsOf(record[name]);
        const targets = ids.flatMap((id) => spec.kinds.flatMap((target) => store.records.get(keyOf(target, id)) ?? []));
        return [name, targets.map((target) => referenced(target))];
      }),
      ...kind.lookupFields.map(({ name, spec }): [string, ReferencedRecord[]] => [name, idsOf(record[name]).flatMap((id) => lookup(spec, id) ?? [])]),
    ];
    return Object.fromEntries(entries);
  };
  const referenced = ({ kind, record }: Stored): ReferencedRecord => {
    const [lg1, lg2] = kind.labelFields;
    return ReferencedRecordSchema.parse({
      kind: kind.name,
      id: record.id,
      labelLg1: record[lg1] ?? record.id,
      labelLg2: record[lg2] ?? null,
      validationState: record.validationState,
    });
  };
  const view = (entry: Stored) => ({ ...entry.record, ...hooks[entry.kind.name]?.computed?.(entry.record), references: referencesOf(entry.kind, entry.record) });
  const listItem = (entry: Stored): RecordListItem => {
    const item = referenced(entry);
    return { ...view(entry), labelLg1: item.labelLg1, labelLg2: item.labelLg2 };
  };
  const usagesOf = (kind: AnyKind, id: string): Usage[] =>
    [...store.records.values()].flatMap((entry) =>
      entry.kind.referenceFields.flatMap(({ name, spec }) => {
        const value = entry.record[name];
        const ids = Array.isArray(value) ? value : [value];
        return spec.kinds.includes(kind.name) && ids.includes(id) ? [{ ...referenced(entry), field: name }] : [];
      }),
    );
  /** Applies a write as the server does: version and date move on, an edit of a published record makes it Modified. */
  const write = (entry: Stored, action: HistoryEntry['action'], changes: Record<string, unknown>) => {
    const { record } = entry;
    const state = action === 'update' && record.validationState === 'Validated' ? 'Modified' : record.validationState;
    entry.record = { ...record, validationState: state, ...changes, version: record.version + 1, modified: new Date().toISOString() };
    entry.history.push({ id: entry.history.length + 1, action, at, userId: 'demo', userStamp: 'DG75-L201', version: entry.record.version, changes: [] });
  };
  /** The record's own fields from a body: the kind's stored fields and stewardship, nothing else. */
  const fieldsOf = (kind: AnyKind, body: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(body).filter(([name]) => ['creators', 'contributors', 'disseminationStatus'].includes(name) || kind.fields[name]?.mode === 'stored' || kind.fields[name]?.mode === 'immutable'),
    );
  /** A new identifier as the server makes it: a random UUID, or the next number of a sequence above the largest used. */
  const nextId = (scheme: Extract<AnyKind['id'], { type: 'sequence' | 'uuid' }>): string => {
    if (scheme.type === 'uuid') return crypto.randomUUID();
    const pattern = new RegExp(`^${scheme.prefix.replace(/\W/g, '\\$&')}([0-9]{1,9})$`);
    const used = [...store.records.values()]
      .filter((entry) => scheme.kinds.includes(entry.kind.name))
      .flatMap((entry) => pattern.exec(entry.record.id)?.[1] ?? [])
      .map(Number);
    return `${scheme.prefix}${String(Math.max(scheme.start - 1, ...used) + 1).padStart(scheme.digits ?? 0, '0')}`;
  };
  /** The first rule of the kind a body breaks (a unique value taken, a reference to nothing). */
  const refusal = (kind: AnyKind, id: string, body: Record<string, unknown>): ErrorCode | undefined => {
    for (const { name, spec } of kind.uniqueFields) {
      const value = body[name];
      if (value && all(kind).some((entry) => entry.record.id !== id && entry.record[name] === value)) return spec.code;
    }
    for (const { name, spec } of kind.referenceFields) {
      const value = body[name];
      const ids = Array.isArray(value) ? value : value ? [value] : [];
      if (ids.some((target) => !spec.kinds.some((targetKind) => store.records.has(keyOf(targetKind, String(target)))))) return spec.missing ?? 'VALIDATION_FAILED';
    }
    for (const { name, spec } of kind.lookupFields) {
      if (idsOf(body[name]).some((id) => !lookup(spec, id))) return 'VALIDATION_FAILED';
    }
    return undefined;
  };

  // Longer paths first: `/codeList/partial` is not a code list named "partial".
  return [...store.kinds].sort((a, b) => b.paths.item.length - a.paths.item.length).flatMap((kind) => {
    const item = `/api${kind.paths.item}/:id`;
    const list = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const param = (name: string) => url.searchParams.get(name) ?? '';
      const matches = (value: string, query: string) => normalizeForSearch(value).includes(normalizeForSearch(query));
      let items = all(kind)
        .map(listItem)
        .filter((entry) => !param('q') || matches(`${entry.id} ${entry.labelLg1} ${entry.labelLg2 ?? ''}`, param('q')))
        .filter((entry) => !param('label') || matches(`${entry.labelLg1} ${entry.labelLg2 ?? ''}`, param('label')))
        .filter((entry) => !param('id') || matches(entry.id, param('id')))
        .filter((entry) => !param('validationState') || entry.validationState === param('validationState'))
        // The bulk publication's candidates: not published as they stand.
        .filter((entry) => param('toValidate') !== 'true' || entry.validationState !== 'Validated')
        .filter((entry) => !param('disseminationStatus') || entry.disseminationStatus === param('disseminationStatus'))
        .filter((entry) => !param('creator') || entry.creators.includes(param('creator')))
        .filter((entry) => !param('contributor') || entry.contributors.includes(param('contributor')))
        .filter((entry) => within(entry.created, param('createdFrom'), param('createdTo')) && within(entry.modified, param('modifiedFrom'), param('modifiedTo')))
        .filter((entry) =>
          [...kind.referenceFields, ...kind.lookupFields].every(({ name }) => {
            const target = param(name);
            const value = entry[name];
            return !target || (Array.isArray(value) ? value.includes(target) : value === target);
          }),
        )
        .filter((entry) => hooks[kind.name]?.matches?.(entry, url.searchParams) ?? true);
      const sort = param('sort') || 'label';
      const field = sort.replace('-', '') === 'label' ? 'labelLg1' : sort.replace('-', '');
      items = items.sort((a, b) => String(a[field]).localeCompare(String(b[field])));
      if (sort.startsWith('-')) items.reverse();
      const total = items.length;
      const perPage = Number(param('per_page') || 0);
      const page = Number(param('page') || 1);
      if (perPage > 0) items = items.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json(items, { headers: { 'x-total-count': String(total) } });
    };
    return [
      http.get(`/api${kind.paths.list}`, list),
      http.get(`/api${kind.paths.list}/advanced-search`, list),
      http.get(`${item}/history`, ({ params }) => {
        const entry = find(kind, params.id);
        return entry ? HttpResponse.json(entry.history) : errorResponse(kind.notFound ?? 'NOT_FOUND');
      }),
      http.get(`${item}/usages`, ({ params }) => {
        const entry = find(kind, params.id);
        return entry ? HttpResponse.json(usagesOf(kind, entry.record.id)) : errorResponse(kind.notFound ?? 'NOT_FOUND');
      }),
      http.get(item, ({ params }) => {
        const entry = find(kind, params.id);
        return entry ? HttpResponse.json(view(entry)) : errorResponse(kind.notFound ?? 'NOT_FOUND');
      }),
      http.post(`/api${kind.paths.item}`, async ({ request }) => {
        const body = kind.schemas.create.parse(await request.json()) as Record<string, unknown>;
        const scheme = kind.id;
        const id = scheme.type === 'client' ? String(body.id) : scheme.type === 'scoped' ? `${String(body[kind.parent?.field ?? ''])}/${String(body[scheme.field])}` : nextId(scheme);
        const sharesIds = (other: AnyKind) => other.id.type === 'client' && scheme.type === 'client' && other.id.space === scheme.space;
        if (scheme.type === 'client' && store.kinds.some((other) => sharesIds(other) && find(other, id))) return errorResponse(scheme.taken);
        const refused = refusal(kind, id, body) ?? hooks[kind.name]?.write?.(id, body);
        if (refused) return errorResponse(refused);
        const record = recordFixture(kind, { ...fieldsOf(kind, body), id, validationState: 'Unpublished', created: new Date().toISOString() });
        store.records.set(keyOf(kind.name, id), { kind, record, history: [] });
        return text(id, 201);
      }),
      http.put(`${item}/validate`, ({ params }) => {
        const entry = find(kind, params.id);
        if (!entry) return errorResponse(kind.notFound ?? 'NOT_FOUND');
        const requires = kind.publishRequires ?? [];
        if (requires.includes('owner') && entry.record.creators.length === 0) return errorResponse('1004');
        if (requires.includes('disseminationStatus') && !entry.record.disseminationStatus) return errorResponse('1005');
        const references = referencesOf(kind, entry.record);
        for (const { name, spec } of kind.referenceFields) {
          const unpublished = (references[name] ?? []).filter((target) =>
            spec.exactlyValidated ? target.validationState !== 'Validated' : target.validationState === 'Unpublished',
          );
          // As the server says it: the field, and the records to publish first.
          if (spec.publishedFirst && unpublished.length > 0) {
            return errorResponse(spec.publishedFirst, { field: name, ids: unpublished.map((target) => target.id) } satisfies UnpublishedTargets);
          }
        }
        write(entry, 'validate', { validationState: 'Validated' });
        return text(entry.record.id);
      }),
      http.put(item, async ({ params, request }) => {
        const entry = find(kind, params.id);
        if (!entry) return errorResponse(kind.notFound ?? 'NOT_FOUND');
        const body = kind.schemas.update.parse(await request.json()) as Record<string, unknown> & { version: number };
        if (body.version !== entry.record.version) return errorResponse('STALE_VERSION');
        const refused = refusal(kind, entry.record.id, body) ?? hooks[kind.name]?.write?.(entry.record.id, body);
        if (refused) return errorResponse(refused);
        write(entry, 'update', fieldsOf(kind, body));
        return text(entry.record.id);
      }),
      ...(kind.delete === false
        ? []
        : [
            http.delete(item, ({ params }) => {
              const entry = find(kind, params.id);
              if (!entry) return errorResponse(kind.notFound ?? 'NOT_FOUND');
              const rules = kind.delete || {};
              if (rules.onlyUnpublished && entry.record.validationState !== 'Unpublished') return errorResponse(rules.onlyUnpublished);
              if (usagesOf(kind, entry.record.id).length > 0) return errorResponse(rules.inUse ?? 'RECORD_IN_USE');
              hooks[kind.name]?.write?.(entry.record.id, null);
              store.records.delete(keyOf(kind.name, entry.record.id));
              return text(entry.record.id);
            }),
          ]),
    ];
  });
}

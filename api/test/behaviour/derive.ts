import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AnyKind, Field } from '@atelier/contracts';
import type { ApiKind, KindRegistry } from '../../src/records/api-kind.ts';
import { multipart } from '../multipart.ts';
import { KIND_SPECIFICS, type KindSpecifics } from './specifics.ts';

// A kind's valid bodies and their wrong variations, read from its declaration (and the few module
// rules `KIND_SPECIFICS` names), and the records they make: every record a valid body needs (a
// series' family) is created first, with the same owner.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (user: string, method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
export type Body = Record<string, unknown>;

/** The dissemination status valid bodies carry: under it, no module asks for more (a public concept needs a short definition). */
export const DISSEMINATION_STATUS = 'Prive';

export const specificsOf = (kind: AnyKind): KindSpecifics => KIND_SPECIFICS[kind.name] ?? {};

/** A kind governed by the owners of the record it points to, with none of its own (an operation). */
export const ownsNothing = (kind: AnyKind) => kind.ownersFrom !== undefined && !kind.ownersRequired;

/** The fields a client writes and the record answers as written (not computed by the API). */
export function writtenFields(kind: AnyKind): [string, Field][] {
  const derived = new Set(specificsOf(kind).derivedFields ?? []);
  const labels = kind.labelFrom ? new Set<string>(kind.labelFields) : new Set<string>();
  return Object.entries(kind.fields).filter(([name, field]) => field.mode !== 'external' && !derived.has(name) && !labels.has(name));
}

/** Reference fields a client writes: those the API keeps as sent. */
export function writtenReferences(kind: AnyKind) {
  const derived = new Set(specificsOf(kind).derivedFields ?? []);
  return kind.referenceFields.filter((field) => !field.part && !derived.has(field.name));
}

/** Lookup fields a client writes. */
export function writtenLookups(kind: AnyKind) {
  const derived = new Set(specificsOf(kind).derivedFields ?? []);
  return kind.lookupFields.filter((field) => !derived.has(field.name));
}

/** Values a field's input schema must refuse: of the wrong type, or of the right type but not allowed. */
export function wrongValues(field: Field): unknown[] {
  if (field.reference?.many || field.lookup?.many || field.widget === 'textList' || field.widget === 'parts') {
    // A required list holds at least one entry.
    return field.required ? ['not a list', []] : ['not a list'];
  }
  if (field.widget === 'integer') return ['douze', 2024.5];
  if (field.widget === 'boolean') return ['yes'];
  if (['text', 'multiline', 'richText'].includes(field.widget)) {
    // Not longer than its limit; a required text is not blank (one with its own code for emptiness answers that code instead).
    return [{ not: 'a value' }, 'x'.repeat((field.maxLength ?? 1000) + 1), ...(field.required && !field.requiredCode ? ['   '] : [])];
  }
  if (field.widget === 'date') return [{ not: 'a value' }, '2026-02-30'];
  if (field.widget === 'url') return [{ not: 'a value' }, 'ftp://example.org/file'];
  if (field.widget === 'choice') return [{ not: 'a value' }, 'NotAnOption'];
  return [{ not: 'a value' }];
}

/** A unique identifier in a client's scheme, checked against it (a code list's `BT_3`). */
function clientId(kind: AnyKind, serial: number): string {
  const id = `Bt_${serial}_${Date.now().toString(36)}`;
  if (kind.id.type !== 'client' || !kind.id.schema.safeParse(id).success) throw new Error(`${kind.name}: the suite's identifier ${id} does not fit the kind's scheme`);
  return id;
}

export interface RecordOptions {
  /** The owner stamp of the record and of every record it needs. */
  owner: string;
  /** The label the record and the records it needs are named after (unique in the run). */
  label: string;
  /** Values replacing the derived ones (a reference to a given record). */
  overrides?: Body;
  /** Fields left out of the body. */
  omit?: readonly string[];
}

/**
 * Makes bodies and records of every served kind on one server: `call` sends a request as a user
 * (`admin` may do everything), `created` keeps the identifiers every successful creation handed out.
 */
export class RecordMaker {
  private serial = 0;
  readonly created: { kind: string; id: string }[] = [];

  constructor(
    private readonly call: Call,
    private readonly kinds: KindRegistry,
  ) {}

  apiKind(name: string): ApiKind {
    const api = this.kinds.get(name);
    if (!api) throw new Error(`No served kind ${name}`);
    return api;
  }

  next(): number {
    this.serial += 1;
    return this.serial;
  }

  async firstId(path: string): Promise<string> {
    const response = await this.call('admin', 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json<{ id?: string; code?: string }[] | { items: { code: string }[] }>() as unknown as { id: string }[];
    if (!first) throw new Error(`Nothing at ${path}`);
    return first.id;
  }

  /** A value a field accepts, for a record named `label`; references are records created for it. */
  private async validValue(kind: AnyKind, name: string, field: Field, options: RecordOptions): Promise<unknown> {
    if (field.reference) {
      const target = specificsOf(kind).referenceKinds?.[name] ?? field.reference.kinds[0]!;
      const id = await this.create(target, { owner: options.owner, label: `${options.label} ${name} ${this.next()}` });
      return field.reference.many ? [id] : id;
    }
    if (field.lookup) {
      if (field.lookup.source !== 'code') throw new Error(`${kind.name}.${name}: the suite knows no organisation to require`);
      const response = await this.call('admin', 'GET', `/codeList/${field.lookup.list}/codes?per_page=1`);
      expect(response.statusCode, response.body).toBe(200);
      const code = response.json<{ items: { code: string }[] }>().items[0]?.code;
      if (!code) throw new Error(`${kind.name}.${name}: the list ${field.lookup.list} has no code`);
      return field.lookup.many ? [code] : code;
    }
    const max = field.maxLength ?? 1000;
    switch (field.widget) {
      case 'text':
      case 'multiline':
        return options.label.slice(0, max);
      case 'richText':
        return `<p>${options.label}</p>`;
      case 'url':
        return `https://example.org/${encodeURIComponent(options.label.replaceAll(' ', '-'))}`;
      case 'date':
        return '2024-06-30';
      case 'integer':
        return 2024;
      case 'boolean':
        return true;
      case 'choice':
        return field.options![0];
      case 'textList':
        return [options.label];
      default:
        throw new Error(`${kind.name}.${name}: the suite derives no value for a required ${field.widget} field`);
    }
  }

  /** A valid create body: every required field the client writes, the owner, a dissemination status, the module's own needs. */
  async body(name: string, options: RecordOptions): Promise<Body> {
    const { kind } = this.apiKind(name);
    const body: Body = {};
    const omitted = new Set(options.omit ?? []);
    const together = new Set(kind.uniqueSets.flatMap((set) => set.fields));
    if (kind.id.type === 'client') body.id = clientId(kind, this.next());
    for (const [field, spec] of writtenFields(kind)) {
      if (omitted.has(field) || (options.overrides && field in options.overrides)) continue;
      if (spec.required || spec.unique || together.has(field) || kind.labelFields.includes(field)) body[field] = await this.validValue(kind, field, spec, options);
    }
    if (!ownsNothing(kind)) body.creators = [options.owner];
    body.disseminationStatus = DISSEMINATION_STATUS;
    const extra = await specificsOf(kind).body?.({ firstId: (path) => this.firstId(path) });
    for (const [field, value] of Object.entries({ ...extra, ...options.overrides })) {
      if (!omitted.has(field)) body[field] = value;
    }
    for (const field of omitted) delete body[field];
    return body;
  }

  /** Sends a create as `user`: JSON, or multipart for a kind whose module serves it so. */
  async send(user: string, name: string, body: Body): Promise<LightMyRequestResponse> {
    const { kind } = this.apiKind(name);
    const upload = specificsOf(kind).multipartCreate;
    if (!upload) return this.call(user, 'POST', kind.paths.item, body);
    const file = upload.file(this.next());
    return this.call(user, 'POST', kind.paths.item, multipart([
      { name: 'body', value: JSON.stringify(body), type: 'application/json' },
      { name: 'file', value: file.content, filename: file.name },
    ]));
  }

  /** Creates a valid record (and what it needs) as the administrator; answers its identifier. */
  async create(name: string, options: RecordOptions): Promise<string> {
    const response = await this.send('admin', name, await this.body(name, options));
    expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
    this.created.push({ kind: name, id: response.body });
    return response.body;
  }

  /** Publishes a record, after every record it must follow (its family, its series). */
  async publish(name: string, id: string): Promise<void> {
    const { kind } = this.apiKind(name);
    const view = await this.view(name, id);
    for (const { name: field, spec } of kind.referenceFields) {
      if (!spec.publishedFirst) continue;
      for (const target of (view.references as Record<string, { kind: string; id: string; validationState: string }[]>)[field] ?? []) {
        if (target.validationState !== 'Validated') await this.publish(target.kind, target.id);
      }
    }
    const response = await this.call('admin', 'PUT', `${kind.paths.item}/${encodeURIComponent(id)}/validate`);
    expect(response.statusCode, `${name} ${id}: ${response.body}`).toBe(200);
  }

  async view(name: string, id: string): Promise<Body & { version: number; validationState: string }> {
    const { kind } = this.apiKind(name);
    const response = await this.call('admin', 'GET', `${kind.paths.item}/${encodeURIComponent(id)}`);
    expect(response.statusCode, response.body).toBe(200);
    return kind.schemas.view.parse(response.json()) as Body & { version: number; validationState: string };
  }

  /** The body of an update of a record as it stands: its fields as the update takes them, and its version. */
  async updateBody(name: string, id: string, changes: Body = {}): Promise<Body> {
    const { kind } = this.apiKind(name);
    const view = await this.view(name, id);
    const body: Body = { version: view.version };
    for (const [field, spec] of Object.entries(kind.fields)) {
      if (spec.mode === 'stored' && view[field] !== null) body[field] = view[field];
    }
    for (const field of ['creators', 'contributors', 'disseminationStatus']) body[field] = view[field];
    return { ...body, ...changes };
  }
}

/** The error code of an answer. */
export const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

/** Whether a 400 answer names a field of the body among its issues. */
export function namesField(response: LightMyRequestResponse, field: string): boolean {
  const details = response.json<{ details?: unknown }>().details;
  return Array.isArray(details) && details.some((issue: { path?: unknown[] }) => issue.path?.[0] === 'body' && issue.path[1] === field);
}

import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { Trans as RuntimeTrans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Spinner, useDataLanguages } from '@atelier/ui-kit';
import type { ErrorCode, RecordView, ReferencedRecord } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { ERROR_MESSAGES, describeError } from '../lib/error-messages.ts';
import { useAppContext } from '../shell/app-context.ts';
import { pairFields, useFieldNames } from './field-names.ts';
import { useRecordSchemaFields } from './form-schema.ts';
import { useRecordStewards } from './governing.ts';
import { bodyOf, editableFields, formValuesOf, type FormValues } from './form-values.ts';
import { labelsOf, recordHref, type RecordUi } from './kind.ts';
import { useSaveRecord, type SendRecord } from './record-api.ts';
import { RecordFieldsProvider } from './RecordField.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RequirePrivilege } from './RequirePrivilege.tsx';
import { useWriteConfirmation } from './write-confirmation.ts';
import { useNewVersionQuestion } from './NewVersionQuestion.tsx';
import { STEWARDSHIP_FIELDS, fromStewardship, ownershipOf, toStewardship, type Ownership, type StewardshipValues } from './StewardshipFields.tsx';

// Creating and modifying a record of any kind: the privilege guard, the form's values from the
// record (or the defaults of a new one), its checks from the declaration, saving (create, or update
// with the version edited; for a kind with versioned notes, after asking "new version or
// overwrite?") and, after a 409, the current version. A module brings its layout and the fields of
// its own (a code list's codes).

/** What a module adds to a form: fields the declaration does not edit for it (a code list's codes, a document's file). */
export interface FormExtension<E extends FieldValues> {
  /** Their values, for the record (or a new one). */
  values: E;
  /** Their checks, with the product's messages. */
  schema: z.ZodRawShape;
  /** Their part of the body the API takes. */
  body: (values: E) => Record<string, unknown>;
  /**
   * Asked once the values are valid, before anything is sent (replacing a document's file is
   * confirmed first): `false` leaves the form as it is.
   */
  confirm?: (values: E) => Promise<boolean>;
  /**
   * Sends the save itself when it is not one JSON call (a document goes as multipart with its
   * file): given the JSON body (with `version` on update) and the values, resolves with the
   * record's identifier, or rejects with PartlySavedError when only part of it went through.
   */
  send?: (body: Record<string, unknown>, values: E) => Promise<string>;
  /**
   * Rules across fields (a concept's notes): each broken one at its field, in the product's words.
   * They run with the fields' own checks, as the person types and before anything is sent.
   */
  check?: (values: FormValues & StewardshipValues & E) => readonly FieldRefusal[];
  /**
   * Codes of the API's refusals that concern one field, and that field: the refusal is shown at
   * it as well as above the form. (A declared unique value's code needs none: it names its field.)
   */
  errorFields?: Partial<Record<string, string>>;
}

/** A rule a form's values break, at the field it concerns. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** What a form shown inside another screen hands back: the identifier once saved, or nothing. */
export interface EmbeddedForm {
  onSaved: (id: string) => void;
  onCancel: () => void;
}

export interface RecordFormScreenProps<E extends FieldValues> {
  ui: RecordUi;
  /** The record to modify; none to create one. */
  record?: RecordView;
  /** On creation, values given beforehand (a partial list's parent, chosen on its page). */
  initial?: FormValues;
  extension?: FormExtension<E>;
  /**
   * The form inside another screen's dialog (a document created from a quality report's form): no
   * page heading nor browser title, Save and Cancel at its foot; once saved, `onSaved` gets the
   * record's identifier (nothing is announced: the caller says what became of it) instead of its
   * page opening.
   */
  embedded?: EmbeddedForm;
  /** Shows a field out of sight (its tab not selected): before focus moves to it, and when the server refuses its value. */
  revealField?: (name: string) => void;
  /**
   * The fields in the order the form shows them, for the error summary and the first error, when
   * not the declaration's followed by the stewardship (a form in tabs, the stewardship in its first).
   * Fields it leaves out follow in the declaration's order.
   */
  fieldOrder?: readonly string[];
  /** The form's sections, given the form (for the module's own widgets). */
  children: (form: UseFormReturn<FormValues & StewardshipValues & E>) => ReactNode;
}

/**
 * The fields a refusal of the API concerns, each with its words: those its issues name (a concept's
 * notes refused in either language), else the one the module names for its code, or the
 * declaration (a unique value).
 */
function refusedFields(
  error: unknown,
  kind: RecordUi['kind'],
  errorFields: Partial<Record<string, string>> | undefined,
  fields: readonly string[],
  words: (code: string) => string,
): FieldRefusal[] {
  if (!(error instanceof ApiRequestError) || !error.body) return [];
  const { code, details } = error.body;
  const named = new Map<string, string>();
  for (const issue of Array.isArray(details) ? (details as unknown[]) : []) {
    const { path, code: issueCode } = (issue ?? {}) as { path?: unknown; code?: unknown };
    const [field, index, part] = Array.isArray(path) ? (path as unknown[]).filter((step) => step !== 'body') : [];
    // The issues a rule of the product names by its code; zod's own are listed in the alert above the form.
    if (typeof field !== 'string' || !fields.includes(field) || typeof issueCode !== 'string' || !(issueCode in ERROR_MESSAGES)) continue;
    // An entry's field of ordered parts (a component that does not exist): at that field.
    const at = kind.fields[field]?.widget === 'parts' && typeof index === 'number' && typeof part === 'string' ? `${field}.${index}.${part}` : field;
    if (!named.has(at)) named.set(at, words(issueCode));
  }
  if (named.size > 0) return [...named].map(([field, message]) => ({ field, message }));
  const field =
    errorFields?.[code] ??
    kind.uniqueFields.find((unique) => unique.spec.code === code)?.name ??
    (kind.versionedNotes?.changeNoteRequired === code ? pairFields(kind.versionedNotes.changeNote)[0] : undefined);
  return field ? [{ field, message: words(code) }] : [];
}

const NO_REFERENCES: Record<string, ReferencedRecord[]> = {};

export function RecordFormScreen<E extends FieldValues = Record<never, never>>(props: RecordFormScreenProps<E>) {
  const { record } = props;
  return record ? <ModifyGuard {...props} record={record} /> : <Guard {...props} />;
}

/** The form, for those who may create records of the kind, or modify this one (its stamps, and its governing records' owners). */
function Guard<E extends FieldValues>(props: RecordFormScreenProps<E> & { allowedStamps?: readonly string[] }) {
  const { t, i18n } = useLingui();
  const { ui, record, allowedStamps } = props;
  const id = record?.id;
  const page = id ? t`Modify ${id}` : i18n._(ui.titles.create);
  return (
    <RequirePrivilege
      application={ui.kind.application}
      privilege={record ? 'UPDATE' : 'CREATE'}
      {...(allowedStamps ? { allowedStamps } : {})}
      page={page}
    >
      <FormScreen {...props} />
    </RequirePrivilege>
  );
}

function ModifyGuard<E extends FieldValues>(props: RecordFormScreenProps<E> & { record: RecordView }) {
  const allowedStamps = useRecordStewards(props.ui, props.record);
  // Its governing records' owners are read with the route; meanwhile, neither form nor refusal.
  if (!allowedStamps) return <Spinner />;
  return <Guard {...props} allowedStamps={allowedStamps} />;
}

/**
 * The values of a new record's stewardship: owned by the user (unless others' owners govern it), the
 * deployment's default contributor.
 */
function useNewStewardship(ownership: Ownership): StewardshipValues {
  const { stamps } = useAuthorization();
  const { defaultContributor } = useAppContext();
  const owner = ownership === 'governed' ? undefined : stamps[0];
  return useMemo(
    () => ({ owners: owner ? [owner] : [], contributors: defaultContributor ? [defaultContributor] : [], disseminationStatus: '' }),
    [owner, defaultContributor],
  );
}

function FormScreen<E extends FieldValues>({
  ui,
  record,
  initial,
  extension,
  embedded,
  revealField,
  fieldOrder,
  children,
}: RecordFormScreenProps<E>) {
  const { t, i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const creating = !record;
  const ownership = ownershipOf(ui.kind);
  const fresh = useNewStewardship(ownership);
  const saving = useRecordSaving(ui, record, embedded?.onSaved);
  const versionQuestion = useNewVersionQuestion(ui, record);
  const fieldName = useFieldNames(ui);
  const schemaFields = useRecordSchemaFields(ui, { creating });
  const extensionSchema = extension?.schema;
  const schema = useMemo(() => z.object({ ...schemaFields, ...extensionSchema }), [schemaFields, extensionSchema]);
  const extensionValues = extension?.values;
  const values = useMemo(
    () =>
      ({
        ...(ui.kind.id.type === 'client' ? { id: record?.id ?? '' } : {}),
        ...formValuesOf(ui.kind, record),
        ...(record ? fromStewardship(record) : fresh),
        ...initial,
        ...extensionValues,
      }) as FormValues & StewardshipValues & E,
    [ui, record, fresh, initial, extensionValues],
  );
  type Values = typeof values;
  const check = extension?.check;
  const resolver = useMemo((): Resolver<Values> => {
    const fields = zodResolver(schema) as unknown as Resolver<Values>;
    if (!check) return fields;
    return async (data, context, options) => {
      const result = await fields(data, context, options);
      const refusals = check(data);
      if (refusals.length === 0) return result;
      const errors: Record<string, unknown> = { ...result.errors };
      for (const { field, message } of refusals) errors[field] ??= { type: 'custom', message };
      return { values: {}, errors } as Awaited<ReturnType<Resolver<Values>>>;
    };
  }, [schema, check]);
  // The error summary takes focus after a failed save, not the first field (unless the form asks it).
  const form = useForm<Values>({ values, resolver, shouldFocusError: false });
  const order = useMemo(() => {
    const declared = [
      ...(creating && ui.kind.id.type === 'client' ? ['id'] : []),
      ...editableFields(ui.kind).map(([name]) => name),
      ...STEWARDSHIP_FIELDS.filter((name) => name !== 'owners' || ownership !== 'governed'),
      ...Object.keys(extensionSchema ?? {}),
    ];
    if (!fieldOrder) return declared;
    const shown = fieldOrder.filter((name) => declared.includes(name));
    return [...shown, ...declared.filter((name) => !shown.includes(name))];
  }, [creating, ui, ownership, extensionSchema, fieldOrder]);

  const save = async (data: Values, allowLeaving: () => void) => {
    if (extension?.confirm && !(await extension.confirm(data))) return;
    const versioning = await versionQuestion.ask(data);
    if (!versioning) return;
    const body = {
      ...bodyOf(ui.kind, data, { creating }),
      ...toStewardship(data, ownership),
      ...extension?.body(data),
      ...versioning,
      ...(creating && ui.kind.id.type === 'client' ? { id: String(data.id).trim() } : {}),
    };
    const send = extension?.send;
    try {
      await saving.save(body, allowLeaving, send ? (full) => send(full, data) : undefined);
    } catch (error) {
      // A refusal of fields' values shows at those fields too.
      const words = (code: string) => (code in ERROR_MESSAGES ? i18n._(ERROR_MESSAGES[code as ErrorCode]) : describeError(error, i18n));
      const refused = refusedFields(error, ui.kind, extension?.errorFields, order, words);
      for (const { field, message } of refused) form.setError(field as Path<Values>, { type: 'server', message });
      if (refused[0]) revealField?.(refused[0].field.split('.')[0] ?? refused[0].field);
      throw error;
    }
  };

  const label = record ? labelsOf(ui, record).lg1 : '';
  const modifyTitle = record ? ui.titles.modify(label) : null;
  return (
    <>
      <RecordForm
        form={form}
        title={
          modifyTitle ? (
            <RuntimeTrans id={modifyTitle.id} message={modifyTitle.message} values={{ label: <span lang={lg1}>{label}</span> }} />
          ) : (
            i18n._(ui.titles.create)
          )
        }
        documentTitle={record ? t`Modify ${label}` : i18n._(ui.titles.create)}
        cancelHref={record ? recordHref(ui, record.id) : ui.pages.list}
        fieldOrder={order}
        fieldName={fieldName}
        onSave={save}
        saving={saving}
        {...(embedded ? { embedded } : {})}
        {...(revealField ? { onRevealField: revealField } : {})}
      >
        <RecordFieldsProvider ui={ui} control={form.control as never} creating={creating} references={record?.references ?? NO_REFERENCES}>
          {children(form)}
        </RecordFieldsProvider>
      </RecordForm>
      {versionQuestion.dialog}
    </>
  );
}

/**
 * Saving a record: create or update (with the version edited), then "… saved." naming it (a toast,
 * an alert) and its page, which starts at its heading (the Save button is gone with the form: see
 * shell/navigation-focus.ts); given `onSaved`, its identifier handed back instead, nothing said.
 * After a 409 conflict, reading the current version again (the form then takes its values).
 */
function useRecordSaving(ui: RecordUi, record: RecordView | undefined, onSaved?: (id: string) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useSaveRecord(ui, record?.id);
  const confirmWrite = useWriteConfirmation(ui);
  return {
    isPending: mutation.isPending,
    error: mutation.error,
    save: async (body: Record<string, unknown>, allowLeaving: () => void, send?: SendRecord) => {
      const id = await mutation.mutateAsync({ body: record ? { ...body, version: record.version } : body, send });
      allowLeaving();
      if (onSaved) return onSaved(id);
      confirmWrite('saved', { id, label: labelsOf(ui, { ...body, id }).lg1 });
      await navigate({ to: recordHref(ui, id), replace: !record });
    },
    reload: record
      ? () => {
          mutation.reset();
          void queryClient.invalidateQueries({ queryKey: [...ui.key, 'detail', record.id] });
        }
      : undefined,
  };
}

import { use, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import {
  Checkbox,
  ChecklistPicker,
  ComboBox,
  DatePicker,
  NumberField,
  RichTextEditor,
  Select,
  TagField,
  TextArea,
  TextField,
  UrlField,
  useDataLanguages,
} from '@atelier/ui-kit';
import { kindNamed, type AnyKind, type Field, type LookupSpec, type RecordListItem } from '@atelier/contracts';
import { apiList } from '../lib/api-client.ts';
import { BilingualFormField } from './BilingualFormField.tsx';
import { pairFields, pairOf, useFieldNames } from './field-names.ts';
import { PartsField } from './PartsField.tsx';
import { offersKey, toQueryString, type Filter } from './record-api.ts';
import { RecordFieldsContext, type RecordFieldsContextValue } from './record-fields-context.ts';
import { lookupQuery, namedTargetQuery, searchTargets, targetOption, vocabularyLabel, type LookupEntry } from './reference.ts';
import { useRequiredFields } from './required-fields.ts';

// One widget per kind of field, chosen from the declaration: a module's form lists its fields by
// name (`<RecordField name="label" />` for a bilingual pair), and each gets its widget, its name in
// the interface's language, its requiredness and its error.

/** Makes a form's fields available to `RecordField` (the form frame provides it). */
export function RecordFieldsProvider({ ui, control, creating, references, children }: RecordFieldsContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ ui, control, creating, references }), [ui, control, creating, references]);
  return <RecordFieldsContext value={value}>{children}</RecordFieldsContext>;
}

function useRecordFields(): RecordFieldsContextValue {
  const context = use(RecordFieldsContext);
  if (!context) throw new Error('RecordField is used outside a record form');
  return context;
}

export interface RecordFieldProps {
  /**
   * A field of the kind, a bilingual pair (`label` for `labelLg1` and `labelLg2`), or `id` for the
   * identifier of a kind whose authors choose it.
   */
  name: string;
  description?: ReactNode;
  className?: string;
  /**
   * For a reference field, the records it offers: a filter of their lists (`{ creator: 'DG75-L201' }`,
   * the series whose owners include this stamp).
   */
  filter?: Filter;
  /** Called when the person changes the value, after the form has it (a partial list's new parent empties the codes it kept). */
  onChange?: (value: unknown) => void;
}

/** A field of the form's kind, with the widget its declaration calls for. */
export function RecordField({ name, description, className, filter, onChange }: RecordFieldProps) {
  const { ui, control } = useRecordFields();
  const names = useFieldNames(ui);
  const isRequired = useRequiredFields(ui);
  if (name === 'id') return <IdentifierField label={names('id')} />;
  const pair = ui.kind.fields[`${name}Lg1`];
  if (pair && ui.kind.fields[`${name}Lg2`]) {
    const label = names(name);
    const [lg1Field, lg2Field] = pairFields(name);
    return (
      <BilingualFormField
        control={control}
        name={name}
        label={label}
        required={isRequired(lg1Field) ? (isRequired(lg2Field) ? 'both' : 'lg1') : 'none'}
        multiline={pair.widget === 'multiline'}
        richText={pair.widget === 'richText'}
        {...(pair.maxLength && pair.widget !== 'text' ? { characterLimit: pair.maxLength } : {})}
      />
    );
  }
  const field = ui.kind.fields[name];
  if (!field) throw new Error(`${ui.kind.name} has no field ${name}`);
  const side = pairOf(name);
  return (
    <SingleField
      name={name}
      field={field}
      label={names(name)}
      isRequired={isRequired(name)}
      side={side?.side}
      description={description}
      className={className}
      filter={filter}
      onChange={onChange}
    />
  );
}

/** The identifier its author chooses: typed once, at creation, then shown read-only. */
function IdentifierField({ label }: { label: string }) {
  const { ui, control, creating } = useRecordFields();
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name="id"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={String(field.value ?? '')}
          label={label}
          isRequired={creating}
          isReadOnly={!creating}
          description={creating && ui.identifier ? i18n._(ui.identifier.description) : undefined}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          className="max-w-md"
        />
      )}
    />
  );
}

interface SingleFieldProps {
  name: string;
  field: Field;
  label: string;
  isRequired: boolean;
  side: 'lg1' | 'lg2' | undefined;
  description?: ReactNode;
  className?: string | undefined;
  filter?: Filter | undefined;
  onChange?: ((value: unknown) => void) | undefined;
  /**
   * The field's name in the kind's field names and the record's references (`columns.term`), when
   * its control's differs (`columns.2.term`, a field of ordered parts' entries).
   */
  declaredName?: string;
}

function SingleField({ name, field, label, isRequired, side, description, className, filter, onChange: changed, declaredName = name }: SingleFieldProps) {
  const { control, creating } = useRecordFields();
  const { lg1, lg2 } = useDataLanguages();
  const lang = side === 'lg1' ? lg1 : side === 'lg2' ? lg2 : undefined;
  if (field.mode === 'immutable' && !creating) return <FixedValue name={name} field={field} label={label} className={className} />;
  if (field.widget === 'parts') {
    return (
      <PartsField
        name={name}
        field={field}
        label={label}
        isRequired={isRequired}
        description={description}
        className={className}
        renderPart={(part) => <SingleField {...part} side={undefined} />}
      />
    );
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange: setValue, onBlur, ref, name: fieldName }, fieldState }) => {
        const onChange = (next: unknown) => {
          setValue(next);
          changed?.(next);
        };
        const common = {
          name: fieldName,
          label,
          description,
          isRequired,
          isInvalid: fieldState.invalid,
          errorMessage: fieldState.error?.message,
          onBlur,
          className,
        };
        switch (field.widget) {
          case 'multiline':
            return <TextArea {...common} ref={ref} lang={lang} value={String(value ?? '')} onChange={onChange} />;
          case 'richText':
            return <RichTextEditor {...common} ref={ref} lang={lang} value={String(value ?? '')} onChange={onChange} characterLimit={field.maxLength} />;
          case 'url':
            return <UrlField {...common} ref={ref} value={String(value ?? '')} onChange={onChange} />;
          case 'date':
            return <DatePicker {...common} ref={ref} value={(value as string) || null} onChange={(next) => onChange(next ?? '')} />;
          case 'integer':
            // A whole number is often a year: 2024, not "2,024".
            return <NumberField {...common} ref={ref} isInteger formatOptions={{ useGrouping: false }} value={value as number | null} onChange={onChange} />;
          case 'boolean':
            return (
              <Checkbox
                ref={ref}
                name={fieldName}
                label={label}
                description={description}
                isSelected={value === true}
                onChange={onChange}
                onBlur={onBlur}
                className={className}
              />
            );
          case 'choice':
            return <ChoiceField {...common} ref={ref} field={field} declaredName={declaredName} value={value as string} onChange={onChange} />;
          case 'textList':
            return <TagField {...common} ref={ref} lang={lang} value={(value as string[] | undefined) ?? []} onChange={onChange} />;
          case 'reference':
            return field.reference?.many ? (
              <ReferencesField {...common} ref={ref} field={field} filter={filter} value={(value as string[] | undefined) ?? []} onChange={onChange} />
            ) : (
              <ReferenceField
                {...common}
                ref={ref}
                fieldName={declaredName}
                field={field}
                filter={filter}
                value={(value as string) || null}
                onChange={(next) => onChange(next ?? '')}
              />
            );
          case 'lookup':
            if (!field.lookup) throw new Error(`${name} declares no lookup`);
            return field.lookup.many ? (
              <LookupsField {...common} ref={ref} spec={field.lookup} value={(value as string[] | undefined) ?? []} onChange={onChange} />
            ) : (
              <LookupField {...common} ref={ref} spec={field.lookup} value={(value as string) || ''} onChange={onChange} />
            );
          default:
            return <TextField {...common} ref={ref} lang={lang} value={String(value ?? '')} onChange={onChange} />;
        }
      }}
    />
  );
}

/**
 * A field set at creation, shown as it is when modifying (a series' family, a partial list's
 * parent): read-only, referenced records by their labels.
 */
function FixedValue({ name, field, label, className }: { name: string; field: Field; label: string; className?: string | undefined }) {
  const { control, references } = useRecordFields();
  const value = useWatch({ control, name }) as string | number | string[] | null;
  const ids = Array.isArray(value) ? value : value === null || value === '' ? [] : [String(value)];
  const text = field.reference || field.lookup
    ? ids.map((id) => references[name]?.find((record) => record.id === id)).map((record, index) => (record ? `${record.id} – ${record.labelLg1}` : ids[index])).join(', ')
    : ids.join(', ');
  return <TextField label={label} value={text} isReadOnly className={className} />;
}

interface CommonProps {
  name: string;
  label: string;
  description?: ReactNode;
  isRequired: boolean;
  isInvalid: boolean;
  errorMessage?: string | undefined;
  onBlur: () => void;
  className?: string | undefined;
}

/** One of a few fixed values: their names come from the kind's field names (`{field}.{value}`). */
function ChoiceField({
  field,
  declaredName,
  value,
  onChange,
  ref,
  ...common
}: CommonProps & { field: Field; declaredName: string; value: string; onChange: (value: string) => void; ref: Ref<unknown> }) {
  const { ui } = useRecordFields();
  const { i18n } = useLingui();
  const items = (field.options ?? []).map((option) => {
    const named = ui.fieldNames[`${declaredName}.${option}`];
    return { id: option, label: named ? i18n._(named) : option };
  });
  return (
    <Select
      {...common}
      ref={ref as Ref<never>}
      items={items}
      value={value || null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
    />
  );
}

/** The kinds a reference field may point to, as declared. */
function targetKinds(field: Field): AnyKind[] {
  return (field.reference?.kinds ?? []).flatMap((name) => kindNamed(name) ?? []);
}

/** One record among the target kinds', found on the server as the person types. */
function ReferenceField({
  fieldName,
  field,
  filter,
  value,
  onChange,
  ref,
  ...common
}: CommonProps & {
  fieldName: string;
  field: Field;
  filter?: Filter | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  ref: Ref<unknown>;
}) {
  const { references } = useRecordFields();
  const kinds = field.reference?.kinds ?? [];
  const known = references[fieldName]?.find((record) => record.id === value);
  // A value given without its record (a parent chosen beforehand): its label is read once.
  const [named] = useState(known ? '' : (value ?? ''));
  const found = useQuery(namedTargetQuery(kinds, named));
  const current = known ?? found.data;
  if (named !== '' && found.isPending) return <TextField label={common.label} value="" isDisabled className={common.className} />;
  return (
    <ComboBox
      {...common}
      ref={ref as Ref<HTMLInputElement>}
      loadOptions={(search, signal) => searchTargets(kinds, search, signal, filter).then((items) => items.map(targetOption))}
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      {...(current ? { defaultInputValue: targetOption(current).label } : {})}
    />
  );
}

/** Several records among the target kinds', picked in their searchable list. */
function ReferencesField({
  field,
  filter,
  value,
  onChange,
  ref,
  ...common
}: CommonProps & { field: Field; filter?: Filter | undefined; value: string[]; onChange: (value: string[]) => void; ref: Ref<unknown> }) {
  const { lg1 } = useDataLanguages();
  const query = toQueryString(filter ?? {});
  const lists = useQueries({
    queries: targetKinds(field).map((kind) => ({
      queryKey: offersKey([kind.name], 'list', query),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiList<RecordListItem>(`${kind.paths.list}${query}`, { signal }),
    })),
  });
  const items = useMemo(
    () => lists.flatMap((list) => (list.data?.items ?? []).map((item) => ({ id: item.id, label: item.labelLg1, description: item.id, lang: lg1 }))),
    [lists, lg1],
  );
  return (
    <ChecklistPicker
      {...common}
      ref={ref as Ref<never>}
      items={items}
      value={value}
      onChange={onChange}
      status={lists.some((list) => list.isError) ? 'error' : lists.some((list) => list.isPending) ? 'loading' : 'ready'}
      onRetry={() => lists.forEach((list) => void list.refetch())}
    />
  );
}

/** The choice of a lookup field's values: each labelled in the interface's data language when it has one, with its `lang`. */
function useLookupOptions(spec: LookupSpec) {
  const values = useQuery(lookupQuery(spec));
  const { i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const locale = i18n.locale;
  const options = useMemo(() => {
    const label = vocabularyLabel(locale, lg1, lg2);
    return (values.data ?? []).map((entry: LookupEntry) => {
      const { text, lang } = label(entry);
      return { id: entry.id, label: text, lang, description: entry.id };
    });
  }, [values.data, locale, lg1, lg2]);
  return { options, values };
}

/** "None": a value of an optional choice that has none. */
const NONE = '*';

export type LookupFieldProps = CommonProps & { spec: LookupSpec; value: string; onChange: (value: string) => void; ref?: Ref<unknown> };

/**
 * One code of a code list (an operation type, a frequency), or one organisation, chosen in its list;
 * "None" first unless required. Exported for the fields a module edits on its own (a quality
 * report's organisation rubric).
 */
export function LookupField({ spec, value, onChange, ref, ...common }: LookupFieldProps) {
  const { t } = useLingui();
  const { options } = useLookupOptions(spec);
  const items = useMemo(() => (common.isRequired ? options : [{ id: NONE, label: t`None` }, ...options]), [options, common.isRequired, t]);
  return (
    <Select
      {...common}
      ref={ref as Ref<never>}
      items={items}
      value={value || (common.isRequired ? null : NONE)}
      onChange={(key) => onChange(key === null || key === NONE ? '' : String(key))}
    />
  );
}

/** Several organisations, picked in their searchable list. */
function LookupsField({
  spec,
  value,
  onChange,
  ref,
  ...common
}: CommonProps & { spec: LookupSpec; value: string[]; onChange: (value: string[]) => void; ref: Ref<unknown> }) {
  const { options, values } = useLookupOptions(spec);
  return (
    <ChecklistPicker
      {...common}
      ref={ref as Ref<never>}
      items={options}
      value={value}
      onChange={onChange}
      status={values.isError ? 'error' : values.isPending ? 'loading' : 'ready'}
      onRetry={() => void values.refetch()}
    />
  );
}

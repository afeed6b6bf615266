import { use, type ReactNode } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { OrderedEntries } from '@atelier/ui-kit';
import type { Field } from '@atelier/contracts';
import { entryFields, entryFormValues, type FormValues } from './form-values.ts';
import { usePartNames } from './part-names.ts';
import { RecordFieldsContext } from './record-fields-context.ts';

// A parts field in a record's form (a structure's components): its entries in order, each with
// its own fields, each field with the widget its declaration calls for; entries added, removed and
// moved with the keyboard (the kit's OrderedEntries says each move and keeps focus on the entry).

/** What a form needs to show one field of one entry: its control's name (`columns.2.term`), declaration and name. */
export interface PartControl {
  name: string;
  field: Field;
  label: string;
  isRequired: boolean;
  /** Its name in the kind's field names and the record's references: `columns.term`. */
  declaredName: string;
}

export interface PartsFieldProps {
  name: string;
  field: Field;
  label: string;
  isRequired: boolean;
  description?: ReactNode;
  className?: string | undefined;
  /** One field of one entry, with the widget of a field of its kind. */
  renderPart: (part: PartControl) => ReactNode;
}

export function PartsField({ name, field, label, isRequired, description, className, renderPart }: PartsFieldProps) {
  const context = use(RecordFieldsContext);
  if (!context) throw new Error('PartsField is used outside a record form');
  const { ui, control, references } = context;
  const { t, i18n } = useLingui();
  const partNames = usePartNames(ui);
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const entries = (useWatch({ control, name }) as FormValues[] | undefined) ?? [];
  const { errors } = useFormState({ control, name });
  const message = (errors[name] as { message?: unknown } | undefined)?.message;
  const parts = entryFields(field);

  /** An entry by what its first field holds (the record it points to, its text), else by its position. */
  const entryLabel = (index: number) => {
    const [first, firstField] = parts[0] ?? [];
    const value = first ? entries[index]?.[first] : undefined;
    if (typeof value !== 'string' || value.trim() === '' || !firstField) return partNames.entry(name, index);
    const known = references[`${name}.${first}`]?.find((record) => record.id === value);
    const choice = firstField.widget === 'choice' ? ui.fieldNames[`${name}.${first}.${value}`] : undefined;
    return partNames.entryNamed(name, known?.labelLg1 ?? (choice ? i18n._(choice) : value.trim()));
  };

  return (
    <OrderedEntries
      name={name}
      label={label}
      description={description}
      isRequired={isRequired}
      isInvalid={typeof message === 'string'}
      errorMessage={typeof message === 'string' ? message : undefined}
      className={className}
      keys={fields.map((entry) => entry.id)}
      entryLabel={entryLabel}
      renderEntry={(index) =>
        parts.map(([part, partField]) => (
          <div key={part} className={partField.widget === 'multiline' || partField.widget === 'richText' ? 'md:col-span-2' : undefined}>
            {renderPart({
              name: `${name}.${index}.${part}`,
              field: partField,
              label: partNames.part(name, part),
              isRequired: partField.required,
              declaredName: `${name}.${part}`,
            })}
          </div>
        ))
      }
      onMove={move}
      onRemove={remove}
      onAdd={() => append(entryFormValues(field), { shouldFocus: false })}
      addLabel={partNames.add(name)}
      emptyMessage={t`No entry yet.`}
    />
  );
}

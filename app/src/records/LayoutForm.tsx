import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyKind } from '@atelier/contracts';
import { FormSection } from './FormSection.tsx';
import type { KindFormProps, LayoutField, LayoutRow } from './kind-screens.ts';
import type { Filter } from './record-api.ts';
import { RecordField } from './RecordField.tsx';
import { RecordFormScreen, type EmbeddedForm } from './RecordFormScreen.tsx';
import { StewardshipSection } from './StewardshipFields.tsx';

const WIDTHS = { short: 'max-w-40', medium: 'max-w-xl' } as const;

export type LayoutFormProps = KindFormProps<AnyKind> & {
  /** Inside another screen's dialog (a link created from a quality report's form). */
  embedded?: EmbeddedForm | undefined;
};

/**
 * A kind's form as its layout places its fields (the same as on its page): "General information",
 * then each section, then the stewardship; each field with the widget its declaration calls for.
 */
export function LayoutForm({ ui, existing, embedded }: LayoutFormProps) {
  const { i18n } = useLingui();
  const layout = ui.screens?.layout ?? { general: [] };
  const creating = !existing;
  return (
    <RecordFormScreen ui={ui} {...(existing ? { record: existing } : {})} {...(embedded ? { embedded } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <LayoutRows rows={layout.general} creating={creating} />
          </FormSection>
          {layout.sections?.map((section) => (
            <FormSection key={section.title.id} title={i18n._(section.title)}>
              <LayoutRows rows={section.fields} creating={creating} />
            </FormSection>
          ))}
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}

function LayoutRows({ rows, creating }: { rows: readonly LayoutRow[]; creating: boolean }) {
  const key = (field: LayoutField) => (typeof field === 'string' ? field : field.name);
  return rows.map((row) =>
    Array.isArray(row) ? (
      <div key={row.map(key).join()} className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {row.map((field: LayoutField) => (
          <LayoutFieldView key={key(field)} field={field} creating={creating} />
        ))}
      </div>
    ) : (
      <LayoutFieldView key={key(row as LayoutField)} field={row as LayoutField} creating={creating} />
    ),
  );
}

function LayoutFieldView({ field, creating }: { field: LayoutField; creating: boolean }) {
  const { i18n } = useLingui();
  if (typeof field === 'string') return <RecordField name={field} />;
  if (field.useFilter) return <FilteredField field={field} useFilter={field.useFilter} creating={creating} />;
  const description = field.description && (creating || !field.onCreation) ? i18n._(field.description) : undefined;
  return <RecordField name={field.name} description={description} className={field.width && WIDTHS[field.width]} />;
}

/** A reference field whose offers depend on the user (the series they may modify). */
function FilteredField({ field, useFilter, creating }: { field: Exclude<LayoutField, string>; useFilter: () => Filter; creating: boolean }) {
  const { i18n } = useLingui();
  const filter = useFilter();
  const description = field.description && (creating || !field.onCreation) ? i18n._(field.description) : undefined;
  return <RecordField name={field.name} description={description} className={field.width && WIDTHS[field.width]} filter={filter} />;
}

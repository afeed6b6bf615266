import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { Select, TagField, useFormMessages, type ListOption } from '@atelier/ui-kit';
import type { DisseminationStatusId } from '@atelier/contracts';
import { useDisseminationStatusOptions, useStampOptions } from './options.ts';

/** The stewardship of a record as its forms edit it. */
export interface StewardshipValues {
  /** The owner's stamp (the record's first creator). */
  owner: string;
  contributors: string[];
  disseminationStatus: DisseminationStatusId | '';
}

export const STEWARDSHIP_FIELDS = ['owner', 'contributors', 'disseminationStatus'] as const;

/** What the API stores for it. */
export function toStewardship(values: StewardshipValues) {
  return {
    creators: values.owner ? [values.owner] : [],
    contributors: values.contributors,
    disseminationStatus: values.disseminationStatus || null,
  };
}

/** The stamps a STAMP strategy lets act on the record (specification §6): its creators and contributors. */
export function stewardsOf(record: { creators: string[]; contributors: string[] }): string[] {
  return [...record.creators, ...record.contributors];
}

export function fromStewardship(record: { creators: string[]; contributors: string[]; disseminationStatus: DisseminationStatusId | null }): StewardshipValues {
  return { owner: record.creators[0] ?? '', contributors: record.contributors, disseminationStatus: record.disseminationStatus ?? '' };
}

/**
 * Owner, contributors and dissemination status, in every record's form. Owner and status are
 * required: publishing needs them (1004, 1005). Contributors are stamps known to the application.
 */
export function StewardshipFields<T extends StewardshipValues>({ control }: { control: Control<T> }) {
  const { t } = useLingui();
  const stamps = useStampOptions();
  const statuses = useDisseminationStatusOptions();
  // The fields' names are those of StewardshipValues, which T extends.
  const shared = control as unknown as Control<StewardshipValues>;
  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <SelectField control={shared} name="owner" label={t`Owner`} items={stamps} />
      <SelectField control={shared} name="disseminationStatus" label={t`Dissemination status`} items={statuses} />
      <Controller
        control={shared}
        name="contributors"
        render={({ field, fieldState }) => (
          <TagField
            {...field}
            label={t`Contributors`}
            description={t`Stamps of the units that maintain it, such as DG75-L201. Enter or a comma adds one.`}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            className="md:col-span-2"
          />
        )}
      />
    </div>
  );
}

/** A required choice among options, bound to a text field of the form ('' when none). */
function SelectField({
  control,
  name,
  label,
  items,
}: {
  control: Control<StewardshipValues>;
  name: 'owner' | 'disseminationStatus';
  label: string;
  items: ListOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <Select
          {...field}
          label={label}
          isRequired
          items={items}
          value={value || null}
          onChange={(key) => onChange(key === null ? '' : String(key))}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Validation of the stewardship fields, with the product's messages: for the forms' zod schemas. */
export function useStewardshipSchema() {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const known = new Set(useStampOptions().map((option) => String(option.id)));
  return {
    owner: z.string().min(1, required(t`Owner`)),
    contributors: z.array(z.string()).superRefine((stamps, context) => {
      const unknown = stamps.filter((stamp) => !known.has(stamp));
      if (unknown.length > 0) {
        const list = unknown.join(', ');
        context.addIssue({ code: 'custom', message: t`Unknown stamps: ${list}.` });
      }
    }),
    disseminationStatus: z.string().min(1, required(t`Dissemination status`)),
  };
}

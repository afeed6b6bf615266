import { use } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, TagField, TextField, useFormMessages, type ListOption } from '@atelier/ui-kit';
import type { AnyKind, DisseminationStatusId } from '@atelier/contracts';
import { useFieldNames } from './field-names.ts';
import { FormSection } from './FormSection.tsx';
import type { RecordUi } from './kind.ts';
import { useDisseminationStatusOptions, useStampOptions } from './options.ts';
import { RecordFieldsContext } from './record-fields-context.ts';

/** The stewardship of a record as its forms edit it. */
export interface StewardshipValues {
  /** The owners' stamps (the record's creators). */
  owners: string[];
  contributors: string[];
  disseminationStatus: DisseminationStatusId | '';
}

export const STEWARDSHIP_FIELDS = ['owners', 'contributors', 'disseminationStatus'] as const;

/**
 * Who owns a kind's records, as its forms edit it:
 * - `single`: one owner, chosen among the stamps (a code list);
 * - `several`: one owner at least, maybe more (a series, an indicator: `ownersRequired`);
 * - `governed`: none of its own, the owners of the records it belongs to govern it (an operation,
 *   whose series' owners do: `ownersFrom`). Its form neither shows nor sends owners.
 */
export type Ownership = 'single' | 'several' | 'governed';

export function ownershipOf(kind: Pick<AnyKind, 'ownersFrom' | 'ownersRequired'>): Ownership {
  if (kind.ownersRequired) return 'several';
  return kind.ownersFrom ? 'governed' : 'single';
}

/** What the API stores for it (the owners of a governed record stay as they are). */
export function toStewardship(values: StewardshipValues, ownership: Ownership = 'single') {
  return {
    ...(ownership === 'governed' ? {} : { creators: values.owners }),
    contributors: values.contributors,
    disseminationStatus: values.disseminationStatus || null,
  };
}

/** The stamps a STAMP strategy lets act on the record (specification §6): its creators and contributors. */
export function stewardsOf(record: { creators: string[]; contributors: string[] }): string[] {
  return [...record.creators, ...record.contributors];
}

export function fromStewardship(record: { creators: string[]; contributors: string[]; disseminationStatus: DisseminationStatusId | null }): StewardshipValues {
  return { owners: record.creators, contributors: record.contributors, disseminationStatus: record.disseminationStatus ?? '' };
}

/** The form's kind, when the fields are inside a record's form (its frame provides it). */
function useFormKind(): RecordUi | null {
  return use(RecordFieldsContext)?.ui ?? null;
}

/**
 * Owners, contributors and dissemination status, in every record's form. Owners and status are
 * required: publishing needs them (1004, 1005); a kind never published on its own has no status
 * and may have no owner; a record governed by another's owners has none of its own, and says so. Owners and contributors are stamps known to the application.
 */
export function StewardshipFields<T extends StewardshipValues>({
  control,
  contributorsReadOnly = false,
}: {
  control: Control<T>;
  /** Contributors shown, not edited: the deployment's default contributor on a new record (a concept's "Gestionnaire"). */
  contributorsReadOnly?: boolean;
}) {
  const { t } = useLingui();
  const ui = useFormKind();
  const stamps = useStampOptions();
  const statuses = useDisseminationStatusOptions();
  const ownership = ui ? ownershipOf(ui.kind) : 'single';
  const published = ui?.kind.publication !== false;
  // The fields' names are those of StewardshipValues, which T extends.
  const shared = control as unknown as Control<StewardshipValues>;
  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      {ownership === 'single' && <OwnerField control={shared} items={stamps} isRequired={published} />}
      {ownership === 'several' && <OwnersField control={shared} />}
      {ownership === 'governed' && ui && <GovernedOwners ui={ui} />}
      {published && (
        <Controller
          control={shared}
          name="disseminationStatus"
          render={({ field: { value, onChange, ...field }, fieldState }) => (
            <Select
              {...field}
              label={t`Dissemination status`}
              description={t`Who may see it once published. Public generic: anyone, wherever the office publishes its metadata. Public specific: the public, only with some products. Private: the office's staff only.`}
              isRequired
              items={statuses}
              value={value || null}
              onChange={(key) => onChange(key === null ? '' : String(key))}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
      <Controller
        control={shared}
        name="contributors"
        render={({ field, fieldState }) =>
          contributorsReadOnly ? (
            <TextField
              name={field.name}
              label={t`Contributors`}
              description={t`The units that maintain it besides its owner, each by its stamp (the code of the unit, such as DG75-L201).`}
              value={field.value.join(', ')}
              isReadOnly
              className="md:col-span-2"
            />
          ) : (
            <TagField
              {...field}
              label={t`Contributors`}
              description={t`The units that maintain it besides its owner, each by its stamp (the code of the unit, such as DG75-L201). Enter or a comma adds one.`}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              className="md:col-span-2"
            />
          )
        }
      />
    </div>
  );
}

/** One owner, chosen among the stamps; a record that had several keeps them until another is chosen. */
function OwnerField({ control, items, isRequired }: { control: Control<StewardshipValues>; items: ListOption[]; isRequired: boolean }) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name="owners"
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <Select
          {...field}
          label={t`Owner`}
          description={t`The unit responsible for it, by its stamp (the code of the unit, such as DG75-L201).`}
          isRequired={isRequired}
          items={items}
          value={value[0] ?? null}
          onChange={(key) => onChange(key === null ? [] : [String(key)])}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One owner or more, typed as stamps. */
function OwnersField({ control }: { control: Control<StewardshipValues> }) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name="owners"
      render={({ field, fieldState }) => (
        <TagField
          {...field}
          label={t`Owners`}
          description={t`The units responsible for it, each by its stamp (the code of the unit, such as DG75-L201). Enter or a comma adds one.`}
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          className="md:col-span-2"
        />
      )}
    />
  );
}

/** A record without owners of its own: those of the records it belongs to (an operation's series). */
function GovernedOwners({ ui }: { ui: RecordUi }) {
  const { t } = useLingui();
  const names = useFieldNames(ui);
  const field = ui.kind.ownersFrom ?? '';
  const name = names(field);
  return (
    <p className="text-ink-muted md:col-span-2 forced-colors:text-[CanvasText]">
      {t`It has no owner of its own: the owners of the records chosen in “${name}” manage it.`}
    </p>
  );
}

/**
 * Validation of the stewardship fields, with the product's messages: for the forms' zod schemas.
 * Owner and status are required because publishing needs them: not for a kind never published on
 * its own (`published: false`, documents).
 */
export function useStewardshipSchema(ownership: Ownership = 'single', { published = true }: { published?: boolean } = {}) {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const known = new Set(useStampOptions().map((option) => String(option.id)));
  const stampList = z.array(z.string()).superRefine((stamps, context) => {
    const unknown = stamps.filter((stamp) => !known.has(stamp));
    if (unknown.length > 0) {
      const list = unknown.join(', ');
      context.addIssue({ code: 'custom', message: t`Unknown stamps: ${list}.` });
    }
  });
  const owners = {
    single: published ? z.array(z.string()).min(1, required(t`Owner`)) : z.array(z.string()),
    several: stampList.min(1, required(t`Owners`)),
    governed: z.array(z.string()),
  }[ownership];
  return {
    owners,
    contributors: stampList,
    disseminationStatus: published ? z.string().min(1, required(t`Dissemination status`)) : z.string(),
  };
}

/** The stewardship part of a record's form, under its heading: every form has one, wherever it places it. */
export function StewardshipSection() {
  const context = use(RecordFieldsContext);
  if (!context) throw new Error('StewardshipSection is used outside a record form');
  return (
    <FormSection
      title={<Trans>Management and dissemination</Trans>}
      description={
        <Trans>
          The units that own and maintain it, each named by its stamp (the code of the unit, such as DG75-L201), and who may
          see it once published.
        </Trans>
      }
    >
      <StewardshipFields control={context.control as never} />
    </FormSection>
  );
}

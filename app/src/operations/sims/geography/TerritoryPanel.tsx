import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { TERRITORY_ISSUES, type Territory, type TerritoryItem } from '@atelier/contracts';
import { Alert, Button, Dialog, Form, RichText, Spinner, useDataLanguages, useFormMessages, useLanguageName } from '@atelier/ui-kit';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-messages.ts';
import { BilingualFormField } from '../../../records/BilingualFormField.tsx';
import { SaveError, summaryOf } from '../../../records/form.tsx';
import { geographyQueries, useSaveTerritory, type TerritoryBody } from './geography-api.ts';
import { TerritoryListField } from './TerritoryListField.tsx';
import { useTerritoryName, type NamedTerritory } from './territory-names.ts';

export interface TerritoryPanelProps {
  /** The statistical territory to modify or view; none: a new one. */
  id?: string | undefined;
  /** Shows the territory without modifying it (for those without GEOGRAPHY UPDATE). */
  isReadOnly?: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a save, before the panel closes: the territory's identifier, its first-language name, and whether it is new. */
  onSaved?: (saved: { id: string; label: string; created: boolean }) => void;
}

interface PanelValues {
  labelLg1: string;
  labelLg2: string;
  descriptionLg1: string;
  descriptionLg2: string;
  unions: string[];
  difference: string[];
}

const ORDER = ['labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2', 'unions', 'difference'] as const;

const EMPTY: PanelValues = { labelLg1: '', labelLg2: '', descriptionLg1: '', descriptionLg2: '', unions: [], difference: [] };

const valuesOf = (territory: Territory): PanelValues => ({
  labelLg1: territory.labelLg1,
  labelLg2: territory.labelLg2 ?? '',
  descriptionLg1: territory.descriptionLg1 ?? '',
  descriptionLg2: territory.descriptionLg2 ?? '',
  unions: territory.unions,
  difference: territory.difference,
});

/** Empty text is no value. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * What is known of a territory's parts to name them: their labels from the territory's answer at
 * once, then their types, codes and dates as read, and those just found by a search.
 */
function useKnownTerritories(territory: Territory | undefined) {
  const parts = useMemo(() => (territory ? [...territory.unions, ...territory.difference] : []), [territory]);
  const read = useQuery(geographyQueries.byIds(parts));
  const [picked, setPicked] = useState<ReadonlyMap<string, TerritoryItem>>(new Map());
  const known = useMemo(() => {
    const map = new Map<string, NamedTerritory>();
    for (const field of ['unions', 'difference'] as const) {
      for (const reference of territory?.references[field] ?? []) map.set(reference.id, { id: reference.id, labelLg1: reference.labelLg1 });
    }
    for (const [id, item] of read.data ?? []) map.set(id, item);
    for (const [id, item] of picked) map.set(id, item);
    return map;
  }, [territory, read.data, picked]);
  const pick = (item: TerritoryItem) => setPicked((current) => new Map(current).set(item.id, item));
  return { known, pick };
}

/**
 * A statistical territory, in a dialog: created (names, descriptions, the territories it includes
 * and those it excludes, each found with the picker's server search), modified with the version it
 * was read at, or only shown. What the server refuses is said in the app's words and nothing is
 * lost; once saved, the caller is told (`onSaved`) and the dialog closes, focus going back to what
 * opened it.
 */
export function TerritoryPanel({ id, isReadOnly = false, isOpen, onOpenChange, onSaved }: TerritoryPanelProps) {
  const { t } = useLingui();
  const detail = useQuery({ ...geographyQueries.detail(id ?? ''), enabled: isOpen && id !== undefined });
  const territory = detail.data;
  const name = territory?.labelLg1 ?? '';
  let title = t`New statistical territory`;
  if (id !== undefined && isReadOnly) title = name ? t`Statistical territory ${name}` : t`Statistical territory`;
  else if (id !== undefined) title = name ? t`Modify the statistical territory ${name}` : t`Modify the statistical territory`;
  const formId = useId();
  const save = useSaveTerritory(id);
  const close = () => onOpenChange(false);
  const loading = id !== undefined && !territory;

  let actions = (
    <>
      <Button variant="secondary" onPress={close}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" form={formId} isPending={save.isPending} pendingLabel={t`Saving`} isDisabled={loading}>
        <Trans>Save</Trans>
      </Button>
    </>
  );
  if (isReadOnly) {
    actions = (
      <Button variant="secondary" onPress={close}>
        <Trans>Close</Trans>
      </Button>
    );
  }

  let body;
  if (detail.isError) {
    body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (loading) {
    body = <Spinner label={t`Loading the territory`} />;
  } else if (isReadOnly && territory) {
    body = <TerritorySummary territory={territory} />;
  } else {
    body = (
      <TerritoryForm
        formId={formId}
        territory={territory}
        save={save}
        reload={async () => (await detail.refetch()).data}
        onSaved={(saved) => {
          onSaved?.(saved);
          close();
        }}
      />
    );
  }

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        // A new attempt starts without the previous refusal.
        if (!open) save.reset();
        onOpenChange(open);
      }}
      actions={actions}
    >
      {body}
    </Dialog>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert
      tone="error"
      title={<Trans>The territory could not be loaded.</Trans>}
      actions={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {describeError(error, i18n)}
    </Alert>
  );
}

interface TerritoryFormProps {
  formId: string;
  /** The territory as read, to modify; none for a new one. */
  territory: Territory | undefined;
  save: ReturnType<typeof useSaveTerritory>;
  /** Reads the territory again (after a 409): its current version replaces what was typed. */
  reload: () => Promise<Territory | undefined>;
  onSaved: (saved: { id: string; label: string; created: boolean }) => void;
}

function TerritoryForm({ formId, territory, save, reload, onSaved }: TerritoryFormProps) {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const { lg1 } = useDataLanguages();
  const language = useLanguageName();
  const { known, pick } = useKnownTerritories(territory);
  const { name: territoryName } = useTerritoryName();
  const names = {
    label: t`Name`,
    labelLg1: `${t`Name`} (${language(lg1)})`,
    description: t`Description`,
    unions: t`Territories included`,
    difference: t`Territories excluded`,
  };
  const schema = useMemo(
    () =>
      z.object({
        labelLg1: z.string().trim().min(1, required(names.labelLg1)).max(1000, t`A name has at most 1000 characters.`),
        labelLg2: z.string().trim().max(1000, t`A name has at most 1000 characters.`),
        descriptionLg1: z.string(),
        descriptionLg2: z.string(),
        unions: z.array(z.string()).min(1, t`Include one territory at least.`),
        difference: z.array(z.string()),
      }),
    [required, names.labelLg1, t],
  );
  const values = useMemo(() => (territory ? valuesOf(territory) : EMPTY), [territory]);
  const form = useForm<PanelValues>({ values, resolver: zodResolver(schema), shouldFocusError: false });
  const [unions, difference] = useWatch({ control: form.control, name: ['unions', 'difference'] });
  const self = territory ? [territory.id] : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled, but React still bubbles its submit to the report's own form.
    event.stopPropagation();
    void form.handleSubmit((fields) => {
      const body: TerritoryBody = {
        labelLg1: fields.labelLg1.trim(),
        labelLg2: orNull(fields.labelLg2),
        descriptionLg1: orNull(fields.descriptionLg1),
        descriptionLg2: orNull(fields.descriptionLg2),
        unions: fields.unions,
        difference: fields.difference,
      };
      save.mutate(territory ? { ...body, version: territory.version } : body, {
        onSuccess: (savedId) => onSaved({ id: savedId, label: body.labelLg1, created: !territory }),
      });
    })(event);
  };

  const fieldName = (field: string) => (field in names ? names[field as keyof typeof names] : field);
  const territoryIssues = refusedTerritories(save.error, save.variables);

  return (
    <Form id={formId} onSubmit={submit} errors={summaryOf(form.formState.errors, ORDER)} submitCount={form.formState.submitCount}>
      {save.isError &&
        (territoryIssues.length > 0 ? (
          <Alert tone="error" title={<Trans>Not saved</Trans>}>
            <ul className="list-disc ps-5">
              {territoryIssues.map(({ field, id, code }) => {
                const refused = known.has(id) ? territoryName(known.get(id) as NamedTerritory) : id;
                const list = fieldName(field);
                return (
                  <li key={`${field}/${id}`}>
                    {code === TERRITORY_ISSUES.cycle ? (
                      <Trans>
                        {list}: {refused} includes or excludes this territory, directly or through others.
                      </Trans>
                    ) : (
                      <Trans>
                        {list}: {refused} is also among the territories included.
                      </Trans>
                    )}
                  </li>
                );
              })}
            </ul>
          </Alert>
        ) : (
          <SaveError
            error={save.error}
            fieldName={fieldName}
            onReload={() => {
              save.reset();
              void reload().then((current) => current && form.reset(valuesOf(current)));
            }}
          />
        ))}
      <BilingualFormField control={form.control} name="label" label={names.label} required="lg1" />
      <BilingualFormField control={form.control} name="description" label={names.description} richText />
      <Controller
        control={form.control}
        name="unions"
        render={({ field, fieldState }) => (
          <TerritoryListField
            name="unions"
            label={names.unions}
            description={t`The statistical territory is made of these. Type a name or a code to search.`}
            value={field.value}
            onChange={field.onChange}
            excluded={[...self, ...difference]}
            known={known}
            onPicked={pick}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="difference"
        render={({ field, fieldState }) => (
          <TerritoryListField
            name="difference"
            label={names.difference}
            description={t`Taken out of the territories included.`}
            value={field.value}
            onChange={field.onChange}
            excluded={[...self, ...unions]}
            known={known}
            onPicked={pick}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </Form>
  );
}

/**
 * The territories a 400 refused as part of a loop, or as both included and excluded (the module's
 * own issues, at their position in the lists sent), to name them.
 */
function refusedTerritories(error: unknown, sent: TerritoryBody | undefined): { field: string; id: string; code: string }[] {
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'VALIDATION_FAILED' || !Array.isArray(error.body.details)) return [];
  const codes: string[] = Object.values(TERRITORY_ISSUES);
  return (error.body.details as { path?: unknown; code?: unknown }[]).flatMap(({ path, code }) => {
    const [, field, position] = Array.isArray(path) ? (path as unknown[]) : [];
    if (typeof code !== 'string' || !codes.includes(code) || (field !== 'unions' && field !== 'difference') || typeof position !== 'number') return [];
    const id = sent?.[field][position];
    return id ? [{ field, id, code }] : [];
  });
}

/** A territory without its form: names, descriptions, what it includes and excludes. */
function TerritorySummary({ territory }: { territory: Territory }) {
  const { t } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const language = useLanguageName();
  const { known } = useKnownTerritories(territory);
  const { name } = useTerritoryName();
  const entry = (term: string, value: ReactNode) => (
    <div key={term} className="flex flex-col gap-1">
      <dt className="font-semibold">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  const parts = (ids: readonly string[]) =>
    ids.length === 0 ? (
      <Trans>None</Trans>
    ) : (
      <ul className="list-disc ps-5">
        {ids.map((id) => (
          <li key={id} lang={known.has(id) ? lg1 : undefined}>
            {known.has(id) ? name(known.get(id) as NamedTerritory) : id}
          </li>
        ))}
      </ul>
    );
  return (
    <dl className="flex flex-col gap-4">
      {entry(`${t`Name`} (${language(lg1)})`, <span lang={lg1}>{territory.labelLg1}</span>)}
      {territory.labelLg2 && entry(`${t`Name`} (${language(lg2)})`, <span lang={lg2}>{territory.labelLg2}</span>)}
      {territory.descriptionLg1 && entry(`${t`Description`} (${language(lg1)})`, <RichText html={territory.descriptionLg1} lang={lg1} />)}
      {territory.descriptionLg2 && entry(`${t`Description`} (${language(lg2)})`, <RichText html={territory.descriptionLg2} lang={lg2} />)}
      {entry(t`Territories included`, parts(territory.unions))}
      {entry(t`Territories excluded`, parts(territory.difference))}
    </dl>
  );
}

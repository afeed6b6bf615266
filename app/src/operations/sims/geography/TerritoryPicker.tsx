import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATISTICAL_TERRITORY } from '@atelier/contracts';
import { Button, ComboBox, GuardedAction } from '@atelier/ui-kit';
import { useAuthorization } from '../../../auth/privileges.ts';
import { toasts } from '../../../shell/toasts.ts';
import { geographyQueries } from './geography-api.ts';
import { TerritoryPanel } from './TerritoryPanel.tsx';
import { useTerritoryName, useTerritorySearch } from './territory-names.ts';

export interface TerritoryPickerProps {
  /** The field's visible name (a GEOGRAPHY rubric's). */
  label: string;
  /** The chosen territory's identifier, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  description?: string;
  isDisabled?: boolean;
  /** Why the value is refused (a report's own check): shown under the field and tied to it. */
  errorMessage?: string | undefined;
}

type PanelState = { mode: 'create' } | { mode: 'modify' | 'view'; id: string };

/**
 * One territory among the whole geography (some 42,000: regions, départements, communes past and
 * present, statistical territories), searched on the server as one types; territories sharing a
 * label are told apart by their type, code and dates. Beside it, for those who may: "New
 * statistical territory", and, when the chosen one is statistical, "Modify" (or "View" for those who
 * may not modify it), each opening the territory's panel. A territory created there is chosen;
 * when the panel closes, focus returns to the button that opened it and a toast says what was done.
 */
export function TerritoryPicker({ label, value, onChange, description, isDisabled = false, errorMessage }: TerritoryPickerProps) {
  const { t } = useLingui();
  const { can } = useAuthorization();
  const territory = useTerritoryName();
  const loadOptions = useTerritorySearch();
  const chosen = useQuery({ ...geographyQueries.detail(value ?? ''), enabled: value !== null });
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [opened, setOpened] = useState(0);

  // The search field shows the chosen territory's name. When the value comes from elsewhere (the
  // report as loaded, a territory just created), the field is built again with that name once it
  // is read; a choice made in the field itself leaves it as it is, focus included.
  const [reported, setReported] = useState<string | null | undefined>(undefined);
  const [field, setField] = useState({ key: 0, value });
  // A renamed territory's field is built again too, once its new name is read.
  const [renamed, setRenamed] = useState(0);
  if (field.value !== value) setField({ key: value === reported ? field.key : field.key + 1, value });
  const fromElsewhere = value !== null && value !== reported;
  const waiting = fromElsewhere && chosen.isPending;
  // Until it is read, nothing; if it cannot be read, its identifier.
  const chosenName = chosen.data ? territory.name(chosen.data) : waiting ? '' : (value ?? '');

  const isStatistical = chosen.data?.typeTerritory === STATISTICAL_TERRITORY && chosen.data.id === value;
  const mayCreate = !isDisabled && can('GEOGRAPHY', 'CREATE');
  const mayModify = !isDisabled && can('GEOGRAPHY', 'UPDATE', { allowedStamps: chosen.data ? [...chosen.data.creators, ...chosen.data.contributors] : [] });
  const open = (next: PanelState) => {
    setOpened((count) => count + 1);
    setPanel(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <ComboBox
        key={`${field.key}-${renamed}-${waiting ? 'reading' : 'read'}`}
        label={label}
        description={description}
        loadOptions={loadOptions}
        value={value}
        defaultInputValue={chosenName}
        onChange={(key) => {
          const next = key === null ? null : String(key);
          setReported(next);
          onChange(next);
        }}
        isDisabled={isDisabled || waiting}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
      />
      {(mayCreate || isStatistical) && (
        <div className="flex flex-wrap gap-2">
          <GuardedAction allowed={mayCreate}>
            <Button variant="secondary" size="sm" onPress={() => open({ mode: 'create' })}>
              <Trans>New statistical territory</Trans>
            </Button>
          </GuardedAction>
          {isStatistical && value !== null && (
            <Button variant="secondary" size="sm" onPress={() => open({ mode: mayModify ? 'modify' : 'view', id: value })}>
              {mayModify ? <Trans>Modify this statistical territory</Trans> : <Trans>View this statistical territory</Trans>}
            </Button>
          )}
        </div>
      )}
      <TerritoryPanel
        // A fresh form at each opening.
        key={opened}
        id={panel?.mode === 'create' ? undefined : panel?.id}
        isReadOnly={panel?.mode === 'view'}
        isOpen={panel !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPanel(null))}
        onSaved={({ id, label: saved, created }) => {
          toasts.add({ tone: 'success', title: created ? t`Statistical territory ${saved} created and chosen.` : t`Statistical territory ${saved} saved.` }, { timeout: 5000 });
          if (created) onChange(id);
          else void chosen.refetch().then(() => setRenamed((count) => count + 1));
        }}
      />
    </div>
  );
}

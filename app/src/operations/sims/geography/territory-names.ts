import { useCallback } from 'react';
import { territoryLabel, type TerritoryItem, type TerritoryNaming } from '@atelier/contracts';
import { useDataLanguages, type ListOption } from '@atelier/ui-kit';
import { searchTerritories } from './geography-api.ts';

/** What is known of a territory to name it: its label at least; its type, code, dates and homonym flag once read. */
export type NamedTerritory = TerritoryNaming & { id: string; homonym?: boolean };

/** A territory as an option of a search: its name as `territoryName` gives it, in the first data language. */
export interface TerritoryOption extends ListOption {
  id: string;
  item: TerritoryItem;
}

/**
 * A territory's name as the pickers show it: its first-language label, told apart from the others
 * sharing it by its type, code and dates (written in that language, the label's), with the language.
 */
export function useTerritoryName(): { name: (territory: NamedTerritory) => string; lang: string } {
  const { lg1 } = useDataLanguages();
  const name = useCallback((territory: NamedTerritory) => territoryLabel(territory, territory.homonym ?? false, lg1), [lg1]);
  return { name, lang: lg1 };
}

/** The search of a territory picker: the server's first matches, less those `excluded` (already chosen, or the territory itself). */
export function useTerritorySearch(excluded: readonly string[] = []) {
  const { name, lang } = useTerritoryName();
  return async (search: string, signal: AbortSignal): Promise<TerritoryOption[]> => {
    const { items } = await searchTerritories(search, signal);
    return items.filter((item) => !excluded.includes(item.id)).map((item) => ({ id: item.id, label: name(item), lang, item }));
  };
}

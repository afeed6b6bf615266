import { describe, expect, it } from 'vitest';
import { territoryKind, territoryLabel, type TerritoryNaming } from './geography.ts';

// Real homonyms of the seed (api/seed/demo/territories.json, from the INSEE commune history).
const antonyInSeine: TerritoryNaming = { labelLg1: 'Antony', typeTerritory: 'Commune', code: '75002', dateCreation: '1943-01-01', dateSuppression: '1968-01-01' };
const antony: TerritoryNaming = { labelLg1: 'Antony', typeTerritory: 'Commune', code: '92002', dateCreation: '1968-01-01', dateSuppression: null };
const guadeloupe: TerritoryNaming = { labelLg1: 'Guadeloupe', typeTerritory: 'Region', code: '01' };

describe('territoryLabel', () => {
  it('leaves a label no other territory shares as it is', () => {
    expect(territoryLabel(antony, false, 'fr')).toBe('Antony');
    expect(territoryLabel(antony, false, 'en')).toBe('Antony');
  });

  it('tells homonyms apart by type, code, start and end dates, in French', () => {
    expect(territoryLabel(antonyInSeine, true, 'fr')).toBe('Antony (commune 75002, du 1er janvier 1943 au 1er janvier 1968)');
    expect(territoryLabel(antony, true, 'fr')).toBe('Antony (commune 92002, depuis le 1er janvier 1968)');
    expect(territoryLabel({ ...antony, dateCreation: '1968-12-31' }, true, 'fr-FR')).toBe('Antony (commune 92002, depuis le 31 décembre 1968)');
  });

  it('and in English', () => {
    expect(territoryLabel(antonyInSeine, true, 'en')).toBe('Antony (municipality 75002, 1 January 1943 to 1 January 1968)');
    expect(territoryLabel(antony, true, 'en')).toBe('Antony (municipality 92002, since 1 January 1968)');
  });

  it('says what it knows: no dates, an end without a start, nothing at all', () => {
    expect(territoryLabel(guadeloupe, true, 'fr')).toBe('Guadeloupe (région 01)');
    expect(territoryLabel({ ...guadeloupe, typeTerritory: 'Departement', code: '971' }, true, 'en')).toBe('Guadeloupe (department 971)');
    expect(territoryLabel({ labelLg1: 'Évry', code: '78228', dateSuppression: '1968-01-01' }, true, 'fr')).toBe('Évry (78228, jusqu’au 1er janvier 1968)');
    expect(territoryLabel({ labelLg1: 'Zone d’étude' }, true, 'en')).toBe('Zone d’étude');
    expect(territoryLabel({ labelLg1: 'Zone', typeTerritory: 'TerritoireStatistique' }, true, 'en')).toBe('Zone (statistical territory)');
  });

  it('names a territory in the second language when asked and it has one', () => {
    const zone: TerritoryNaming = { labelLg1: 'France hors Mayotte', labelLg2: 'France excluding Mayotte', typeTerritory: 'TerritoireStatistique' };
    expect(territoryLabel(zone, false, 'en', { second: true })).toBe('France excluding Mayotte');
    expect(territoryLabel({ ...zone, labelLg2: null }, false, 'en', { second: true })).toBe('France hors Mayotte');
  });

  it('accepts what the list answers', () => {
    const item = territoryKind.schemas.listItem.parse({
      id: 'commune-92002',
      labelLg1: 'Antony',
      labelLg2: null,
      typeTerritory: 'Commune',
      code: '92002',
      dateCreation: '1968-01-01',
      dateSuppression: null,
      homonym: true,
      creators: [],
      contributors: [],
      disseminationStatus: null,
      validationState: 'Validated',
      created: '2026-01-01T00:00:00.000Z',
      modified: '2026-01-01T00:00:00.000Z',
      version: 1,
      references: {},
    });
    expect(territoryLabel(item, item.homonym, 'en')).toBe('Antony (municipality 92002, since 1 January 1968)');
  });
});

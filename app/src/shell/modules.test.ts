import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '@atelier/contracts';
import { MODULE_NAVIGATION as MODULES, currentMenuEntry, isKnownScreen } from './module-navigation.ts';
import { MODULES as MODULE_TILES } from './modules.ts';

describe('the module catalogue', () => {
  it('describes every module of the product', () => {
    expect(Object.keys(MODULE_TILES).sort()).toEqual([...MODULE_NAMES].sort());
    expect(Object.keys(MODULES).sort()).toEqual([...MODULE_NAMES].sort());
  });

  it('recognises the screens of specification §2, parameters included', () => {
    expect(isKnownScreen(MODULES.concepts, '')).toBe(true);
    expect(isKnownScreen(MODULES.concepts, 'c1234/compare')).toBe(true);
    expect(isKnownScreen(MODULES.concepts, 'collections/c1000/modify')).toBe(true);
    expect(isKnownScreen(MODULES.operations, 'series/s1234/sims/create')).toBe(true);
    expect(isKnownScreen(MODULES.operations, 'sims/1817/section/S.1')).toBe(true);
    expect(isKnownScreen(MODULES.classifications, 'classification/naf/item/01.11Z')).toBe(true);
    expect(isKnownScreen(MODULES.codelists, 'partial/CL_X/modify')).toBe(true);
    expect(isKnownScreen(MODULES.operations, 'operations/search')).toBe(true);
    expect(isKnownScreen(MODULES.operations, 'indicators/search')).toBe(true);
  });

  it('refuses addresses that are no screen', () => {
    expect(isKnownScreen(MODULES.concepts, 'c1/compare/again')).toBe(false);
    expect(isKnownScreen(MODULES.operations, 'sims/1817/unknown')).toBe(false);
    expect(isKnownScreen(MODULES.codelists, 'partial/CL_X/delete')).toBe(false);
    expect(isKnownScreen(MODULES.datasets, 'distributions/d1/modify/x')).toBe(false);
  });

  it('highlights the menu entry of the section shown', () => {
    expect(currentMenuEntry(MODULES.operations, 'family/s88')?.id).toBe('families');
    expect(currentMenuEntry(MODULES.operations, 'link/1200/modify')?.id).toBe('documents');
    expect(currentMenuEntry(MODULES.operations, 'tree')?.id).toBe('tree');
    expect(currentMenuEntry(MODULES.concepts, 'c1/modify')?.id).toBe('concepts');
    expect(currentMenuEntry(MODULES.concepts, 'collections/create')?.id).toBe('collections');
    expect(currentMenuEntry(MODULES.codelists, '')?.id).toBe('codelists');
    expect(currentMenuEntry(MODULES.codelists, 'partial/CL_Y')?.id).toBe('partial');
  });

  it('shows as not available yet exactly the modules without routes of their own', () => {
    // A module with screens has a folder of routes (routes/codelists/route.tsx); the others share routes/$module.
    const routed = Object.keys(import.meta.glob('../routes/*/route.tsx')).map((path) => path.split('/')[2]);
    for (const module of Object.values(MODULE_TILES)) expect(module.hasScreens, module.name).toBe(routed.includes(module.name));
  });

  it('gives every module at least one menu entry at its root or a root redirection', () => {
    for (const module of Object.values(MODULE_TILES)) {
      const root = MODULES[module.name].menu.some((entry) => entry.path === '') || module.redirectRootTo !== undefined;
      expect(root, module.name).toBe(true);
    }
  });
});

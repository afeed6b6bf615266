import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Application, ModuleName, Privilege } from '@atelier/contracts';

// The menu and the screens of each module (specification §2): what the module's layout and its
// fallback route read, once a module's address is visited (the home page needs neither; their words
// are in the `records` catalog, which every module's layout route loads).

export interface MenuEntry {
  id: string;
  label: MessageDescriptor;
  /** Path inside the module ('' is the module's root). */
  path: string;
  /** Paths inside the module, by their first segment, for which this entry is the current one. */
  sections?: string[];
  placement?: 'end';
  /** Shown only to users who hold this privilege with a strategy other than NONE. */
  requires?: { application: Application; privilege: Privilege };
}

export interface ModuleNavigation {
  menu: MenuEntry[];
  /**
   * Every screen of the module (specification §2), relative to its root: literal segments, and
   * `{name}` for a parameter. An address that matches none of them is not found.
   */
  screens: string[];
}

export const MODULE_NAVIGATION: Record<ModuleName, ModuleNavigation> = {
  concepts: {
    menu: [
      { id: 'concepts', label: msg`Concepts`, path: '' },
      { id: 'collections', label: msg`Collections`, path: 'collections', sections: ['collections'] },
      {
        id: 'administration',
        label: msg`Administration`,
        path: 'administration',
        sections: ['administration'],
        placement: 'end',
        requires: { application: 'CONCEPT_CONCEPT', privilege: 'ADMINISTRATION' },
      },
    ],
    screens: [
      '', 'validation', 'search', 'export', 'create', '{id}', '{id}/compare', '{id}/modify',
      'administration', 'administration/dashboard',
      'collections', 'collections/create', 'collections/{id}', 'collections/{id}/modify',
      'collections/validation', 'collections/export',
    ],
  },
  classifications: {
    menu: [
      { id: 'families', label: msg`Families`, path: 'families', sections: ['families', 'family'] },
      { id: 'series', label: msg`Series`, path: 'series', sections: ['series'] },
      { id: 'classifications', label: msg`Classifications`, path: '' },
      {
        id: 'correspondences',
        label: msg`Correspondences`,
        path: 'correspondences',
        sections: ['correspondences', 'correspondence'],
      },
    ],
    screens: [
      '', 'families', 'family/{id}', 'series', 'series/{id}',
      'classification/{id}', 'classification/{id}/modify', 'classification/{id}/items', 'classification/{id}/tree',
      'classification/{classificationId}/level/{levelId}', 'classification/{classificationId}/item/{itemId}',
      'item/{itemId}/modify', 'item/{itemId}/compare',
      'correspondences', 'correspondence/{id}', 'correspondence/{correspondenceId}/association/{associationId}',
    ],
  },
  operations: {
    menu: [
      { id: 'families', label: msg`Families`, path: 'families', sections: ['families', 'family'] },
      { id: 'series', label: msg`Series`, path: 'series', sections: ['series'] },
      { id: 'operations', label: msg`Operations`, path: 'operations', sections: ['operations', 'operation'] },
      { id: 'indicators', label: msg`Indicators`, path: 'indicators', sections: ['indicators', 'indicator'] },
      { id: 'tree', label: msg`Tree`, path: 'tree', sections: ['tree'] },
      { id: 'geography', label: msg`Geography`, path: 'geography', sections: ['geography'] },
      {
        id: 'documents',
        label: msg`Documents and links`,
        path: 'documents',
        sections: ['documents', 'document', 'link'],
        placement: 'end',
      },
      { id: 'msd', label: msg`Quality report structure`, path: 'msd', sections: ['msd', 'help'], placement: 'end' },
    ],
    screens: [
      '', 'families', 'families/search', 'families/create', 'family/{id}', 'family/{id}/modify',
      'series', 'series/search', 'series/create', 'series/{id}', 'series/{id}/modify',
      'operations', 'operations/search', 'operation/create', 'operation/{id}', 'operation/{id}/modify',
      'indicators', 'indicators/search', 'indicator/create', 'indicator/{id}', 'indicator/{id}/modify',
      'documents', 'link/create', 'document/create', 'link/{id}', 'document/{id}', 'link/{id}/modify', 'document/{id}/modify',
      'msd', 'help/{idSection}', 'tree', 'geography',
      'operation/{idParent}/sims/create', 'series/{idParent}/sims/create', 'indicator/{idParent}/sims/create',
      'sims/{id}', 'sims/{id}/modify', 'sims/{id}/section/{idSection}',
    ],
  },
  structures: {
    menu: [
      { id: 'structures', label: msg`Structures`, path: '' },
      { id: 'components', label: msg`Components`, path: 'components', sections: ['components'] },
    ],
    screens: [
      '', 'components', 'search', 'components/search', 'components/create', 'components/{id}', 'components/{id}/modify',
      'create', '{structureId}/update', '{structureId}/duplicate', '{structureId}',
    ],
  },
  datasets: {
    menu: [
      { id: 'datasets', label: msg`Datasets`, path: '' },
      { id: 'distributions', label: msg`Distributions`, path: 'distributions', sections: ['distributions'] },
    ],
    screens: [
      '', 'search', 'create', '{id}', '{id}/modify',
      'distributions', 'distributions/search', 'distributions/create', 'distributions/{id}', 'distributions/{id}/modify',
    ],
  },
  codelists: {
    menu: [
      { id: 'codelists', label: msg`Code lists`, path: '' },
      { id: 'partial', label: msg`Partial code lists`, path: 'partial', sections: ['partial'] },
    ],
    screens: [
      '', 'create', 'search', '{id}', '{id}/modify',
      'partial', 'partial/create', 'partial/search', 'partial/{id}', 'partial/{id}/modify',
    ],
  },
};

/** The segments of a path inside a module: `'collections/c1/modify'` → `['collections', 'c1', 'modify']`. */
export function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path inside a module is one of its screens. */
export function isKnownScreen(module: ModuleNavigation, path: string): boolean {
  const parts = segments(path);
  return module.screens.some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === parts.length &&
      expected.every((segment, index) => segment.startsWith('{') || segment === parts[index])
    );
  });
}

/** The menu entry of a path inside a module: the one whose section is its first segment, else the root entry. */
export function currentMenuEntry(module: ModuleNavigation, path: string): MenuEntry | undefined {
  const [first] = segments(path);
  return (
    module.menu.find((entry) => first !== undefined && entry.sections?.includes(first)) ??
    module.menu.find((entry) => entry.path === '')
  );
}

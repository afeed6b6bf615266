import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BookOpen, ChartColumn, Database, ListOrdered, Network, Table2, type LucideIcon } from 'lucide-react';
import type { Accent } from '@atelier/ui-kit';
import type { ModuleName } from '@atelier/contracts';

/** A module as the home page shows it; its menu and screens are in module-navigation.ts. */
export interface ModuleDefinition {
  name: ModuleName;
  title: MessageDescriptor;
  description: MessageDescriptor;
  accent: Accent;
  icon: LucideIcon;
  /** Where the module's root leads, when not to its own home ('' → series for operations). */
  redirectRootTo?: string;
  /**
   * Whether the module has screens of its own yet (routes in `routes/{name}/`): the home page shows
   * the others as not available yet.
   */
  hasScreens: boolean;
}

export const MODULES: Record<ModuleName, ModuleDefinition> = {
  concepts: {
    name: 'concepts',
    hasScreens: true,
    title: msg`Concepts`,
    description: msg`Concepts and collections of concepts`,
    accent: 'concepts',
    icon: BookOpen,
  },
  classifications: {
    name: 'classifications',
    hasScreens: false,
    title: msg`Classifications`,
    description: msg`Classifications, their levels and items, and correspondences`,
    accent: 'classifications',
    icon: Network,
  },
  operations: {
    name: 'operations',
    hasScreens: true,
    title: msg`Operations`,
    description: msg`Statistical operations, indicators, quality reports and documents`,
    accent: 'operations',
    icon: ChartColumn,
    redirectRootTo: 'series',
  },
  structures: {
    name: 'structures',
    hasScreens: false,
    title: msg`Structures`,
    description: msg`Data structure definitions and shared components`,
    accent: 'structures',
    icon: Table2,
  },
  datasets: {
    name: 'datasets',
    hasScreens: false,
    title: msg`Datasets`,
    description: msg`Datasets and their distributions`,
    accent: 'datasets',
    icon: Database,
  },
  codelists: {
    name: 'codelists',
    hasScreens: true,
    title: msg`Code lists`,
    description: msg`Complete and partial code lists`,
    accent: 'codelists',
    icon: ListOrdered,
  },
};


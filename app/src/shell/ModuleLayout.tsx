import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ModuleMenu, type ModuleMenuItem } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { MainContent } from './MainContent.tsx';
import { currentMenuEntry, MODULE_NAVIGATION } from './module-navigation.ts';
import type { ModuleDefinition } from './modules.ts';

export interface ModuleLayoutProps {
  module: ModuleDefinition;
  /** The address inside the module, to mark the current menu entry. */
  path: string;
  children: ReactNode;
}

/** A module's menu above its screens. Entries that need a privilege show only to those who hold it. */
export function ModuleLayout({ module, path, children }: ModuleLayoutProps) {
  const { t, i18n } = useLingui();
  const { can } = useAuthorization();
  const navigation = MODULE_NAVIGATION[module.name];
  const current = currentMenuEntry(navigation, path);
  const items: ModuleMenuItem[] = [
    { id: 'home', label: t`Home`, href: '/' },
    ...navigation.menu
      .filter((entry) => !entry.requires || can(entry.requires.application, entry.requires.privilege))
      .map((entry) => ({
        id: entry.id,
        label: i18n._(entry.label),
        href: entry.path ? `/${module.name}/${entry.path}` : `/${module.name}`,
        isCurrent: entry.id === current?.id,
        ...(entry.placement ? { placement: entry.placement } : {}),
      })),
  ];
  return (
    <>
      <ModuleMenu label={i18n._(module.title)} items={items} accent={module.accent} />
      <MainContent>{children}</MainContent>
    </>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionToolbar, LinkButton, PageTitle } from '@atelier/ui-kit';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import type { RecordUi } from './kind.ts';

/** The head of a page that works on a kind's list (bulk publication, export, import): its title, Back to the list, its actions. */
export function ListToolHeader({ ui, title, children }: { ui: RecordUi; title: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <>
      <DocumentTitle page={title} />
      <div className="flex flex-col gap-4">
        <PageTitle>{title}</PageTitle>
        <ActionToolbar
          back={
            <LinkButton href={ui.pages.list} variant="secondary">
              {i18n._(ui.titles.back)}
            </LinkButton>
          }
        >
          {children}
        </ActionToolbar>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Ban, Construction, FileQuestion, Hourglass } from 'lucide-react';

const ICONS = {
  'not-found': FileQuestion,
  maintenance: Construction,
  forbidden: Ban,
  'not-available': Hourglass,
} as const;

export interface StatusPanelProps {
  kind: keyof typeof ICONS;
  title: ReactNode;
  children?: ReactNode;
  /** Ways out, such as a link to the home page. */
  actions?: ReactNode;
}

/** A whole-page message that replaces a screen: it carries the page's level-one heading. */
export function StatusPanel({ kind, title, children, actions }: StatusPanelProps) {
  const Icon = ICONS[kind];
  return (
    <section className="mx-auto flex max-w-prose flex-col items-center gap-4 py-12 text-center" aria-labelledby="status-panel-title">
      <Icon aria-hidden="true" className="size-14 text-ink-muted" strokeWidth={1.5} />
      <h1 id="status-panel-title" className="text-2xl font-bold">
        {title}
      </h1>
      {children && <div className="text-ink-muted">{children}</div>}
      {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

type PresetProps = Pick<StatusPanelProps, 'actions' | 'children'>;

/** For an address that leads nowhere. */
export function NotFoundPanel({ actions, children }: PresetProps) {
  const { t } = useLingui();
  return (
    <StatusPanel kind="not-found" title={t`Page not found`} actions={actions}>
      {children ?? <p>{t`The page you asked for does not exist, or no longer does.`}</p>}
    </StatusPanel>
  );
}

/** For a module that is configured but switched off for now. */
export function MaintenancePanel({ actions, children }: PresetProps) {
  const { t } = useLingui();
  return (
    <StatusPanel kind="maintenance" title={t`Under maintenance`} actions={actions}>
      {children ?? <p>{t`This part of the application is being maintained. Please come back later.`}</p>}
    </StatusPanel>
  );
}

/** For a screen opened by its address without the privilege it needs. */
export function ForbiddenPanel({ actions, children }: PresetProps) {
  const { t } = useLingui();
  return (
    <StatusPanel kind="forbidden" title={t`Not allowed`} actions={actions}>
      {children ?? (
        <p>{t`You do not hold the privilege this page needs. If you should, ask the administration team.`}</p>
      )}
    </StatusPanel>
  );
}

/** For a screen of the product that is not built yet: said plainly, never a fake screen. */
export function NotAvailableYetPanel({ actions, children }: PresetProps) {
  const { t } = useLingui();
  return (
    <StatusPanel kind="not-available" title={t`Not available yet`} actions={actions}>
      {children ?? <p>{t`This screen is not available in this version of the application yet.`}</p>}
    </StatusPanel>
  );
}

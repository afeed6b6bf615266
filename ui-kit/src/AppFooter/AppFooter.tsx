import type { ReactNode } from 'react';

export interface AppFooterProps {
  /** Facts about the application, such as its name and versions, shown as a list. */
  items: ReactNode[];
  /** Controls at the end of the footer, such as the logout button. */
  actions?: ReactNode;
}

/** The content information at the bottom of every page. */
export function AppFooter({ items, actions }: AppFooterProps) {
  return (
    <footer className="mt-auto border-t border-line bg-surface-subtle">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
    </footer>
  );
}

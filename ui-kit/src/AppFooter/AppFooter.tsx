import type { ReactNode } from 'react';
import { nativeFocusRingClassName } from '../utils/native-controls.tsx';

export interface AppFooterProps {
  /** Facts about the application, such as its name and versions, shown as a list. */
  items: ReactNode[];
  /** The logout button at the end of the footer: its words, and what it does. */
  logout?: { label: ReactNode; onLogout: () => void };
}

/** The content information at the bottom of every page. */
export function AppFooter({ items, logout }: AppFooterProps) {
  return (
    <footer className="mt-auto border-t border-line bg-surface-subtle">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        {logout && (
          <button
            type="button"
            onClick={logout.onLogout}
            className={`ml-auto inline-flex min-h-8 cursor-pointer items-center rounded-control border border-primary bg-surface px-3 py-1 text-sm font-semibold text-primary hover:bg-primary-soft active:bg-surface-sunken forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText] ${nativeFocusRingClassName}`}
          >
            {logout.label}
          </button>
        )}
      </div>
    </footer>
  );
}

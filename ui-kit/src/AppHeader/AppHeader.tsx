import type { ReactNode } from 'react';
import { NavLink, nativeFocusRingClassName } from '../utils/native-controls.tsx';

export interface AppHeaderProps {
  /** URL of the logo. It is decorative: the product name next to it says the same. */
  logoSrc: string;
  productName: string;
  /** The application's title under the product name. */
  title: ReactNode;
  /** Where the product name leads: the home page. */
  homeHref: string;
  /** Controls on the right: language switch, user menu… */
  actions?: ReactNode;
}

/** The banner at the top of every page. */
export function AppHeader({ logoSrc, productName, title, homeHref, actions }: AppHeaderProps) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <NavLink href={homeHref} className={`flex min-w-0 items-center gap-3 rounded-control text-ink no-underline ${nativeFocusRingClassName}`}>
          <img src={logoSrc} alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="min-w-0">
            <span className="block text-xl leading-tight font-bold">{productName}</span>
            <span className="block text-sm leading-snug text-ink-muted">{title}</span>
          </span>
        </NavLink>
        {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}

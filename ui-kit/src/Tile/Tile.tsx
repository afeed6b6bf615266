import type { ReactNode } from 'react';
import { ACCENT_BACKGROUND, ACCENT_BORDER_TOP, type Accent } from '../utils/accents.ts';
import { NavLink, nativeFocusRingClassName } from '../utils/native-controls.tsx';

export interface TileProps {
  href: string;
  title: ReactNode;
  description?: ReactNode;
  accent: Accent;
  /** A decorative icon (it gets aria-hidden). */
  icon?: ReactNode;
}

/** A large link to a part of the application, as on the home page. */
export function Tile({ href, title, description, accent, icon }: TileProps) {
  return (
    <NavLink
      href={href}
      className={`group flex h-full flex-col gap-3 rounded-card border border-t-8 border-line bg-surface p-5 text-ink no-underline shadow-sm hover:shadow-md forced-colors:border-[LinkText] ${ACCENT_BORDER_TOP[accent]} ${nativeFocusRingClassName}`}
    >
      {icon && (
        <span aria-hidden="true" className={`inline-flex size-11 items-center justify-center rounded-control text-ink-inverse ${ACCENT_BACKGROUND[accent]}`}>
          {icon}
        </span>
      )}
      <span className="text-xl font-bold group-hover:underline">{title}</span>
      {description && <span className="text-sm text-ink-muted">{description}</span>}
    </NavLink>
  );
}

/** Tiles in a responsive grid, as a list (screen readers announce how many there are). */
export function TileGrid({ children, label }: { children: ReactNode[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { ACCENT_BACKGROUND, ACCENT_BORDER_TOP, type Accent } from '../utils/accents.ts';
import { NavLink, nativeFocusRingClassName } from '../utils/native-controls.tsx';
import { tv } from '../utils/variants.ts';

const tileStyles = tv({
  base: 'group flex h-full flex-col gap-3 rounded-card border border-t-8 border-line p-5 no-underline forced-colors:border-[LinkText]',
  variants: {
    // Not available yet: dashed and subdued, without its module's accent (its words say it too).
    isUnavailable: {
      true: 'border-dashed border-t-line-strong bg-surface-subtle text-ink-muted shadow-none',
      false: 'bg-surface text-ink shadow-sm hover:shadow-md',
    },
  },
});

const iconStyles = tv({
  base: 'inline-flex size-11 items-center justify-center rounded-control',
  variants: {
    isUnavailable: {
      true: 'border border-line-strong text-ink-muted forced-colors:border-[CanvasText]',
      false: 'text-ink-inverse',
    },
  },
});

export interface TileProps {
  href: string;
  title: ReactNode;
  description?: ReactNode;
  accent: Accent;
  /** A decorative icon (it gets aria-hidden). */
  icon?: ReactNode;
  /**
   * Words saying that what the tile leads to cannot be used yet ("Not available yet"): shown on the
   * tile and part of the link's name, with a subdued look (words, not colour alone).
   */
  unavailable?: ReactNode;
}

/** A large link to a part of the application, as on the home page. */
export function Tile({ href, title, description, accent, icon, unavailable }: TileProps) {
  const isUnavailable = Boolean(unavailable);
  return (
    <NavLink
      href={href}
      className={tileStyles({ isUnavailable, className: `${isUnavailable ? '' : ACCENT_BORDER_TOP[accent]} ${nativeFocusRingClassName}` })}
    >
      {icon && (
        <span aria-hidden="true" className={iconStyles({ isUnavailable, className: isUnavailable ? '' : ACCENT_BACKGROUND[accent] })}>
          {icon}
        </span>
      )}
      <span className="text-xl font-bold group-hover:underline">{title}</span>
      {description && <span className="text-sm text-ink-muted forced-colors:text-[CanvasText]">{description}</span>}
      {unavailable && (
        <span className="mt-auto inline-flex w-fit items-center gap-1.5 rounded-full border border-line-strong bg-surface px-2.5 py-0.5 text-sm font-semibold text-ink forced-colors:border-[CanvasText]">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {unavailable}
        </span>
      )}
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

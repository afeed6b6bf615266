import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { ACCENT_BORDER, type Accent } from '../utils/accents.ts';
import { focusRing } from '../utils/styles.ts';

export interface ModuleMenuItem {
  id: string;
  label: ReactNode;
  href: string;
  /** The entry of the page shown (marked with aria-current="page"). */
  isCurrent?: boolean;
  /** Entries at the end of the bar (help, administration), as the peer system places them. */
  placement?: 'start' | 'end';
  /** Opens in a new tab (external documentation). */
  isExternal?: boolean;
  /** Announced after an external entry, for example "(new tab)". */
  externalHint?: string;
}

export interface ModuleMenuProps {
  /** The navigation's name, for example "Code lists menu". */
  label: string;
  items: ModuleMenuItem[];
  accent: Accent;
}

/** A module's main navigation: a bar of links under the header, in the module's accent colour. */
export function ModuleMenu({ label, items, accent }: ModuleMenuProps) {
  const start = items.filter((item) => item.placement !== 'end');
  const end = items.filter((item) => item.placement === 'end');
  return (
    <nav aria-label={label} className={`border-b-4 bg-surface-subtle ${ACCENT_BORDER[accent]}`}>
      <div className="mx-auto flex max-w-page flex-wrap justify-between gap-x-6 px-4 sm:px-6">
        <MenuList items={start} />
        {end.length > 0 && <MenuList items={end} />}
      </div>
    </nav>
  );
}

function MenuList({ items }: { items: ModuleMenuItem[] }) {
  return (
    <ul className="flex flex-wrap">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            aria-current={item.isCurrent ? 'page' : undefined}
            target={item.isExternal ? '_blank' : undefined}
            rel={item.isExternal ? 'noopener noreferrer' : undefined}
            className={(renderProps) =>
              focusRing({
                ...renderProps,
                // In forced colours the current entry's rule is the system highlight; the others have
                // none (the same room in padding) and the bar's line runs under them (`transparent`
                // would turn into CanvasText there, and every entry would look current).
                className: `-mb-1 inline-flex min-h-11 items-center gap-1.5 border-b-4 px-3 py-2 font-semibold no-underline outline-offset-[-3px] hover:bg-surface-sunken ${
                  item.isCurrent ? 'border-current text-ink forced-colors:border-[Highlight]' : 'border-transparent text-ink-muted forced-colors:border-b-0 forced-colors:pb-3'
                }`,
              })
            }
          >
            {item.label}
            {item.isExternal && (
              <>
                <ExternalLink aria-hidden="true" className="size-4" />
                {item.externalHint && <span className="sr-only">{item.externalHint}</span>}
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

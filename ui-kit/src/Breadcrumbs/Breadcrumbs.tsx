import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs } from 'react-aria-components';
import { Link } from '../Link/Link.tsx';

export interface BreadcrumbItem {
  /** A key unique among the items, such as the page's path. */
  id: string;
  label: ReactNode;
  /** Where the crumb leads. The last crumb, the current page, needs none. */
  href?: string;
  /** The language of the label when it is record data. */
  lang?: string;
}

export interface BreadcrumbsProps {
  /** From the home of the module to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * Where the page sits: links to its ancestors, then the current page, marked `aria-current="page"`.
 * A navigation landmark named "Breadcrumb"; the crumbs wrap on narrow screens.
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className={className}>
      <AriaBreadcrumbs items={items} className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
        {(item) => (
          <Breadcrumb id={item.id} className="flex items-center gap-1">
            {({ isCurrent }) =>
              isCurrent ? (
                // The current page is plain text: nothing to follow, and no link look.
                <span aria-current="page" lang={item.lang} className="font-semibold">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link href={item.href}>
                    <span lang={item.lang}>{item.label}</span>
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted forced-colors:text-[CanvasText]" />
                </>
              )
            }
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}

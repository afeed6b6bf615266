import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { Button } from '../Button/Button.tsx';
import { focusRing, forcedHighlight } from '../utils/styles.ts';
import { pageCountOf, pageWindow } from './page-window.ts';

export const DEFAULT_PAGE_SIZES = [10, 25, 100] as const;

/** The paging state a list receives from its host, which keeps it (in the URL, usually). */
export interface Paging {
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Items per page. */
  pageSize: number;
  /** Offers the page size choice when given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered. Defaults to 10, 25 and 100. */
  pageSizeOptions?: readonly number[];
}

export interface PaginationProps extends Paging {
  /** How many pages there are, at least 1. */
  pageCount: number;
  className?: string;
}

const sizeOptionStyles = tv({
  extend: focusRing,
  base: [
    'min-h-8 min-w-10 cursor-pointer border border-line-strong px-2 text-sm font-semibold -ml-px first:ml-0',
    'first:rounded-l-control last:rounded-r-control',
  ],
  variants: {
    isSelected: {
      false: 'bg-surface text-primary hover:bg-primary-soft forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
      true: `relative z-10 border-primary bg-primary text-ink-inverse forced-colors:border-[Highlight] ${forcedHighlight}`,
    },
  },
});

/**
 * Page navigation for a list or table whose pages come from the server or are cut in the browser:
 * first, previous, a window of page numbers around the current one (marked `aria-current="page"`),
 * next, last, and optionally the number of items per page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  className,
}: PaginationProps) {
  const { t } = useLingui();
  const sizeLabelId = useId();
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const changeSize = (keys: Set<Key>) => {
    const [size] = keys;
    if (size !== undefined) onPageSizeChange?.(Number(size));
  };
  return (
    <nav
      aria-label={t`Pagination`}
      className={`flex flex-wrap items-center justify-between gap-x-6 gap-y-3 ${className ?? ''}`}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button variant="quiet" size="sm" aria-label={t`First page`} isDisabled={isFirst} onPress={() => onPageChange(1)}>
            <ChevronsLeft aria-hidden="true" className="size-4" />
          </Button>
        </li>
        <li>
          <Button variant="quiet" size="sm" isDisabled={isFirst} onPress={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t`Previous`}</span>
          </Button>
        </li>
        {pageWindow(page, pageCount).map((pageNumber) => (
          <li key={pageNumber}>
            <Button
              variant={pageNumber === page ? 'primary' : 'quiet'}
              size="sm"
              aria-label={t`Page ${pageNumber}`}
              aria-current={pageNumber === page ? 'page' : undefined}
              onPress={() => onPageChange(pageNumber)}
            >
              {pageNumber}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="quiet" size="sm" isDisabled={isLast} onPress={() => onPageChange(page + 1)}>
            <span className="max-sm:sr-only">{t`Next`}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </li>
        <li>
          <Button variant="quiet" size="sm" aria-label={t`Last page`} isDisabled={isLast} onPress={() => onPageChange(pageCount)}>
            <ChevronsRight aria-hidden="true" className="size-4" />
          </Button>
        </li>
      </ul>
      {onPageSizeChange && (
        <div className="flex items-center gap-2 text-sm">
          <span id={sizeLabelId}>{t`Items per page`}</span>
          <ToggleButtonGroup
            aria-labelledby={sizeLabelId}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[String(pageSize)]}
            onSelectionChange={changeSize}
            className="flex"
          >
            {pageSizeOptions.map((size) => (
              <ToggleButton key={size} id={String(size)} className={(renderProps) => sizeOptionStyles(renderProps)}>
                {size}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      )}
    </nav>
  );
}

export interface ListPaginationProps {
  paging: Paging;
  /** How many items the whole list holds. */
  total: number;
}

/** The pagination under a list of `total` items; nothing when one page holds them all and its size is fixed. */
export function ListPagination({ paging, total }: ListPaginationProps) {
  // Nothing to page through: an empty list shows its empty state alone.
  if (total === 0) return null;
  if (!paging.onPageSizeChange && total <= paging.pageSize) return null;
  return <Pagination {...paging} pageCount={pageCountOf(total, paging.pageSize)} />;
}

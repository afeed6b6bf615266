/**
 * The page numbers offered around the current page: up to `radius` pages on each side, shifted
 * at either end so that the window keeps its width (1 2 3 4 5 on page 1 of 40).
 */
export function pageWindow(currentPage: number, pageCount: number, radius = 2): number[] {
  if (pageCount < 1) return [];
  const width = Math.min(pageCount, radius * 2 + 1);
  const current = Math.min(Math.max(currentPage, 1), pageCount);
  const first = Math.min(Math.max(current - radius, 1), pageCount - width + 1);
  return Array.from({ length: width }, (_, index) => first + index);
}

/** How many pages `total` items fill, at least one so that an empty list still has its page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
}

/** The product's name, last in every page title. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a proper noun, the same in both languages
export const PRODUCT_NAME = 'Atelier';

/** "lead - page - Atelier", the leading part being optional (specification §1, RGAA 8.6). */
export function documentTitle(page: string, lead?: string): string {
  return [lead, page, PRODUCT_NAME].filter(Boolean).join(' - ');
}

export interface DocumentTitleProps {
  /** The page's own name, for example the label of the record shown. */
  page: string;
  /** An optional part before it, for example "Modify". */
  lead?: string;
}

/** Sets the page title; React places it in the document head. */
export function DocumentTitle({ page, lead }: DocumentTitleProps) {
  return <title>{documentTitle(page, lead)}</title>;
}

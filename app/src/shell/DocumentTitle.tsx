/** The product's name, last in every page title. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a proper noun, the same in both languages
export const PRODUCT_NAME = 'Atelier';

export interface DocumentTitleProps {
  /** The page's own name, for example the label of the record shown. */
  page: string;
  /** An optional part before it, for example "Modify". */
  lead?: string;
}

/** Sets the page title as "lead - page - Atelier" (RGAA 8.6); React places it in the document head. */
export function DocumentTitle({ page, lead }: DocumentTitleProps) {
  return <title>{[lead, page, PRODUCT_NAME].filter(Boolean).join(' - ')}</title>;
}

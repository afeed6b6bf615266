// What a reader sees of rich text (the kit editor's HTML subset), without a DOM: the API and the
// browser count and test it alike (a short definition's length, an empty note).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of `html`: tags dropped, block ends as line breaks, entities decoded. */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\n+$/, '');
}

/** Rich text holding nothing a reader would see (`<p></p>`, `<p><br></p>`, spaces). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return htmlText(html).trim() === '';
}

/** How many characters a reader sees (line breaks between paragraphs not counted). */
export function htmlTextLength(html: string | null | undefined): number {
  return [...htmlText(html).replace(/\n/g, '')].length;
}

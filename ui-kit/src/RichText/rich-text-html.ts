import DOMPurify from 'dompurify';
import { withoutInlineCode } from './inline-code.ts';

/**
 * The rich-text format of the product: a small, fixed HTML subset that every screen, export and
 * API consumer can rely on. The editor writes only this, and the renderer shows only this.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

/** Link targets allowed in rich text: web pages and e-mail addresses. */
export const RICH_TEXT_LINK = /^(?:https?:\/\/|mailto:)/i;

/**
 * The sanitizer of rich text in a window: the application's, or another (a test's, under a content
 * security policy of its own).
 */
export function createRichTextSanitizer(window?: Window & typeof globalThis): (html: string) => string {
  const purifier = window ? DOMPurify(window) : DOMPurify();
  // A link whose address was refused keeps its text but stops being a link.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && !node.hasAttribute('href')) node.replaceWith(...Array.from(node.childNodes));
  });
  return (html) =>
    purifier.sanitize(withoutInlineCode(html), {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: ['href'],
      // DOMPurify keeps `data-*` and `aria-*` attributes unless told otherwise: not in the subset.
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
      KEEP_CONTENT: true,
    });
}

/**
 * `html` reduced to the rich-text subset: other tags unwrapped, other attributes and link schemes
 * dropped; parsed without raising content security policy violations (see withoutInlineCode).
 */
export const sanitizeRichText = createRichTextSanitizer();

/** The typography of rich text, shared by the editor and the renderer so both look the same. */
export const richTextStyles =
  '[&_p]:my-2 first:[&_p]:mt-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_li_p]:my-0 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 forced-colors:[&_a]:text-[LinkText] [&_strong]:font-bold [&_em]:italic';

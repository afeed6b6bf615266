import { sanitizeRichText, richTextStyles } from './rich-text-html.ts';

export interface RichTextProps {
  /** Rich text as stored: HTML, reduced here to the product's subset whatever it holds. */
  html: string;
  /** Language of the text (`fr`, `en`), when it is not the interface's (RGAA 8.7). */
  lang?: string;
  className?: string;
}

/**
 * Shows stored rich text (a note, a definition) read-only. The HTML is sanitized with DOMPurify to
 * the subset the editor writes (paragraphs, line breaks, bold, italic, lists, http/https/mailto
 * links), so text from the API or an older tool cannot inject anything else.
 */
export function RichText({ html, lang, className }: RichTextProps) {
  return (
    <div
      lang={lang}
      className={`max-w-prose text-ink ${richTextStyles} ${className ?? ''}`}
      // Safe: sanitized to the fixed subset just above.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}

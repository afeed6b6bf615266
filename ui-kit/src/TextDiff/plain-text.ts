import { sanitizeRichText } from '../RichText/rich-text-html.ts';

// Rich text as the words a comparison reads: its paragraphs and list items one per line (items
// marked "•", or numbered in a numbered list), without formatting. Bold or a link changed alone
// is no change of words.

const BLOCKS = new Set(['P', 'LI', 'UL', 'OL']);

/** The text of stored rich text (sanitized first), one line per paragraph or list item. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = sanitizeRichText(html);
  let text = '';
  const newLine = () => {
    if (text !== '' && !text.endsWith('\n')) text += '\n';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      text += '\n';
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block) newLine();
    if (node.tagName === 'LI') {
      const list = node.parentElement;
      text += list?.tagName === 'OL' ? `${[...list.children].indexOf(node) + 1}. ` : '• ';
    }
    node.childNodes.forEach(walk);
    if (block) newLine();
  };
  template.content.childNodes.forEach(walk);
  return text
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { RICH_TEXT_ELEMENTS } from '../../formats.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;

const ALLOWED = new Set<string>(RICH_TEXT_ELEMENTS);
/** Presentational synonyms kept under their semantic name. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is not text to show. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'head', 'title']);
/** Elements removed when they hold nothing but white space. */
const DROPPED_WHEN_EMPTY = new Set(['p', 'strong', 'em', 'li', 'ul', 'ol', 'a']);
const SAFE_HREF = /^(https?:|mailto:)/i;
const BLOCKS = new Set(['p', 'li', 'ul', 'ol', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function serialize(nodes: Node[]): string {
  return nodes.map(serializeNode).join('');
}

function serializeNode(node: Node): string {
  if (tree.isTextNode(node)) return escapeText(node.value);
  if (!tree.isElementNode(node)) return '';
  const name = RENAMED[node.tagName] ?? node.tagName;
  if (DROPPED.has(name)) return '';
  const inner = serialize(node.childNodes);
  if (!ALLOWED.has(name)) return inner;
  if (name === 'br') return '<br>';
  if (DROPPED_WHEN_EMPTY.has(name) && inner.replace(/<br>/g, '').trim() === '') return '';
  if (name !== 'a') return `<${name}>${inner}</${name}>`;
  const href = node.attrs.find((attribute) => attribute.name === 'href')?.value.trim() ?? '';
  return SAFE_HREF.test(href) ? `<a href="${escapeText(href).replace(/"/g, '&quot;')}">${inner}</a>` : inner;
}

function textContent(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (tree.isTextNode(node)) return node.value;
      if (!tree.isElementNode(node) || DROPPED.has(node.tagName)) return '';
      const text = textContent(node.childNodes);
      return BLOCKS.has(node.tagName) ? `\n${text}\n` : text;
    })
    .join('');
}

/**
 * Sanitises HTML rich text to the small subset the product keeps (formats.ts, RICH_TEXT_ELEMENTS):
 * other elements are unwrapped (their text stays), scripts and styles go, `a` keeps a safe `href`
 * only, entities become characters. Null when nothing but white space remains.
 */
export function sanitizeHtml(html: string | null): string | null {
  if (html === null) return null;
  const result = serialize(parseFragment(html).childNodes).trim();
  return textContent(parseFragment(result).childNodes).trim() === '' ? null : result;
}

/** The text of an HTML fragment, for plain-text fields: blocks become lines, entities characters. */
export function htmlToText(html: string | null): string | null {
  if (html === null) return null;
  const lines = textContent(parseFragment(html).childNodes)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

// Text into OpenDocument XML: escaping, plain text with its line breaks and spaces, and rich text
// (our HTML subset: p, br, strong, em, ul, ol, li, a[href]) as paragraphs, lists, spans and links.
// Whatever the HTML holds, the output is well-formed: text is always escaped, never copied raw,
// unknown elements keep their text only, scripts and styles are dropped, and only web and mail
// addresses become links.

/** Characters XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text (or an attribute value) as XML: escaped, and stripped of what XML cannot hold. */
export function xml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Plain text as paragraph content: line breaks, tabs and runs of spaces kept (ODF collapses spaces). */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      xml(line)
        .replace(/\t/g, '<text:tab/>')
        .replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`),
    )
    .join('<text:line-break/>');
}

// ------------------------------------------------------------------------------------------------
// HTML subset, read tolerantly

interface Element {
  tag: string;
  href: string | null;
  children: Node[];
}
type Node = Element | string;
/** HTML as `parseHtml` reads it: text, or an element with its safe link and content. */
export type HtmlNode = Node;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', hellip: '…', ndash: '–', mdash: '—',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', agrave: 'à', acirc: 'â', ccedil: 'ç', icirc: 'î', iuml: 'ï',
  ocirc: 'ô', ugrave: 'ù', ucirc: 'û', uuml: 'ü', oelig: 'œ', Eacute: 'É', Egrave: 'È', Agrave: 'À', Ccedil: 'Ç',
  OElig: 'Œ', euro: '€', deg: '°', copy: '©', reg: '®', middot: '·', times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const point = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    }
    return NAMED_ENTITIES[body] ?? entity;
  });
}

/** Elements whose content is not text to show. */
const DROPPED = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'source']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'tr', 'section', 'article']);

/** Only web and mail addresses become links. */
function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const href = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

/** Longest tag read as a tag; a longer one is text (keeps reading linear whatever the input). */
const MAX_TAG = 4096;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:\s([\s\S]*?))?(\/?)>$/;

type Token = { text: string } | { tag: string; closing: boolean; attributes: string; selfClosing: boolean };

/** Text and tags, in order; comments, doctypes and processing instructions left out. */
function* tokens(html: string): Generator<Token> {
  let position = 0;
  let gt = -1;
  let text = '';
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt < 0) {
      text += html.slice(position);
      break;
    }
    text += html.slice(position, lt);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      position = close < 0 ? html.length : close + 3;
      continue;
    }
    if (gt < lt) gt = html.indexOf('>', lt);
    if (gt < 0) {
      text += html.slice(lt);
      break;
    }
    const candidate = gt - lt < MAX_TAG ? TAG.exec(html.slice(lt, gt + 1)) : null;
    if (candidate) {
      if (text) yield { text };
      text = '';
      yield { tag: candidate[2]!.toLowerCase(), closing: candidate[1] === '/', attributes: candidate[3] ?? '', selfClosing: candidate[4] === '/' };
      position = gt + 1;
    } else if (/^<[!?]/.test(html.slice(lt, lt + 2))) {
      position = gt + 1;
    } else {
      text += '<';
      position = lt + 1;
    }
  }
  if (text) yield { text };
}

/** A tree of the HTML: misnested or unclosed tags are closed where a browser would roughly close them. */
export function parseHtml(html: string): Node[] {
  const root: Element = { tag: '#root', href: null, children: [] };
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
  const canonical = (tag: string) => (tag === 'b' ? 'strong' : tag === 'i' ? 'em' : tag);
  const closeUpTo = (tag: string) => {
    const index = stack.map((element) => element.tag).lastIndexOf(tag);
    if (index > 0) stack.length = index;
  };
  let dropping: string | null = null;
  for (const token of tokens(html)) {
    if ('text' in token) {
      if (!dropping) top().children.push(decodeEntities(token.text));
      continue;
    }
    const { closing, attributes, selfClosing } = token;
    const tag = canonical(token.tag);
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(tag)) {
      if (!closing && !selfClosing) dropping = tag;
      continue;
    }
    if (closing) {
      closeUpTo(tag);
      continue;
    }
    if (VOID.has(tag)) {
      if (tag === 'br') top().children.push({ tag: 'br', href: null, children: [] });
      continue;
    }
    // A new paragraph or item ends the open one (within the same list), as in HTML.
    if (tag === 'p' || tag === 'li') {
      const open = stack.map((element) => element.tag);
      const same = open.lastIndexOf(tag);
      if (same > Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol'), 0)) stack.length = same;
    }
    const element: Element = { tag, href: tag === 'a' ? safeHref(attributes) : null, children: [] };
    top().children.push(element);
    if (!selfClosing) stack.push(element);
  }
  return root.children;
}

// ------------------------------------------------------------------------------------------------
// Into ODF

interface Marks {
  bold: boolean;
  italic: boolean;
  href: string | null;
}
type Run = { text: string; marks: Marks } | 'break';

/** Style names the rich text uses, defined by the document (styles.xml and automatic styles). */
export interface RichTextStyles {
  /** Paragraph style of the text's paragraphs (carries its language). */
  paragraph: string;
  /** Text styles of bold and italic runs. */
  strong: string;
  emphasis: string;
  /** Text style of links. */
  link: string;
  /** List styles. */
  bulletList: string;
  numberedList: string;
}

function collectInline(node: Node, marks: Marks, runs: Run[]): void {
  if (typeof node === 'string') {
    runs.push({ text: node, marks });
    return;
  }
  if (node.tag === 'br') {
    runs.push('break');
    return;
  }
  const inner: Marks = {
    bold: marks.bold || node.tag === 'strong',
    italic: marks.italic || node.tag === 'em',
    href: node.tag === 'a' ? (node.href ?? marks.href) : marks.href,
  };
  // A block inside inline content (a list inside bold text) keeps its text, on a line of its own.
  const block = BLOCKS.has(node.tag);
  if (block && runs.length > 0) runs.push('break');
  for (const child of node.children) collectInline(child, inner, runs);
  if (block) runs.push('break');
}

/** Runs as paragraph content: spaces collapsed as HTML does, marks as spans, links as text:a. */
function inlineXml(runs: Run[], styles: RichTextStyles): string {
  const pieces: ({ text: string; marks: Marks } | 'break')[] = [];
  let afterSpace = true;
  const trimLast = () => {
    const last = pieces[pieces.length - 1];
    if (last && last !== 'break') last.text = last.text.replace(/ $/, '');
  };
  for (const run of runs) {
    if (run === 'break') {
      trimLast();
      pieces.push('break');
      afterSpace = true;
      continue;
    }
    let text = run.text.replace(/[\t\n\r\f ]+/g, ' ');
    if (afterSpace) text = text.replace(/^ /, '');
    if (text === '') continue;
    afterSpace = text.endsWith(' ');
    pieces.push({ text, marks: run.marks });
  }
  trimLast();
  while (pieces[pieces.length - 1] === 'break') pieces.pop();
  while (pieces[0] === 'break') pieces.shift();

  let out = '';
  let openHref: string | null = null;
  for (const piece of pieces) {
    const href = piece === 'break' ? null : piece.marks.href;
    if (openHref !== null && href !== openHref) {
      out += '</text:a>';
      openHref = null;
    }
    if (piece === 'break') {
      out += '<text:line-break/>';
      continue;
    }
    if (piece.text === '') continue;
    if (href !== null && openHref === null) {
      out += `<text:a xlink:type="simple" xlink:href="${xml(href)}" text:style-name="${styles.link}" text:visited-style-name="${styles.link}">`;
      openHref = href;
    }
    let text = xml(piece.text);
    if (piece.marks.italic) text = `<text:span text:style-name="${styles.emphasis}">${text}</text:span>`;
    if (piece.marks.bold) text = `<text:span text:style-name="${styles.strong}">${text}</text:span>`;
    out += text;
  }
  if (openHref !== null) out += '</text:a>';
  return out;
}

const NO_MARKS: Marks = { bold: false, italic: false, href: null };

function blocksXml(nodes: Node[], styles: RichTextStyles, out: string[], nested: boolean): void {
  let runs: Run[] = [];
  const flush = () => {
    const content = inlineXml(runs, styles);
    if (content !== '') out.push(`<text:p text:style-name="${styles.paragraph}">${content}</text:p>`);
    runs = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && (node.tag === 'ul' || node.tag === 'ol')) {
      flush();
      out.push(listXml(node, styles, nested));
    } else if (typeof node !== 'string' && BLOCKS.has(node.tag)) {
      flush();
      blocksXml(node.children, styles, out, nested);
    } else {
      collectInline(node, NO_MARKS, runs);
    }
  }
  flush();
}

/** A list; only the outermost names its list style (nested ones take its next level). */
function listXml(list: Element, styles: RichTextStyles, nested: boolean): string {
  const items: string[] = [];
  let loose: Node[] = [];
  const item = (nodes: Node[]) => {
    const content: string[] = [];
    blocksXml(nodes, styles, content, true);
    items.push(`<text:list-item>${content.join('') || `<text:p text:style-name="${styles.paragraph}"/>`}</text:list-item>`);
  };
  const hasContent = (nodes: Node[]) => nodes.some((child) => typeof child !== 'string' || child.trim() !== '');
  for (const node of list.children) {
    if (typeof node !== 'string' && node.tag === 'li') {
      if (hasContent(loose)) item(loose);
      loose = [];
      item(node.children);
    } else loose.push(node);
  }
  if (hasContent(loose)) item(loose);
  const style = nested ? '' : ` text:style-name="${list.tag === 'ol' ? styles.numberedList : styles.bulletList}"`;
  return items.length > 0 ? `<text:list${style}>${items.join('')}</text:list>` : '';
}

/** Rich text (HTML subset) as ODF paragraphs and lists; empty when it shows nothing. */
export function richText(html: string, styles: RichTextStyles): string {
  const out: string[] = [];
  blocksXml(parseHtml(html), styles, out, false);
  return out.join('');
}

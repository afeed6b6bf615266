/**
 * Stored HTML with its inline code renamed away before the browser parses it. Chromium checks the
 * page's content security policy while it parses, even into an inert document (DOMParser, a
 * template): every event handler attribute (`onerror`), `style` attribute and `<style>` element
 * raises a `securitypolicyviolation`, and a deployment with a report endpoint would be flooded
 * although nothing runs. Here handler and style attributes become `x-on…` and `x-style` (which no
 * sanitizer keeps) and `<style>` becomes `<script>` (raw text too, dropped with its content); the
 * sanitizer still judges the result, so this pass only spares the noise: it follows the tokenizer
 * of the HTML standard (tags, attributes, quoted values, comments) closely enough to find them.
 */
export function withoutInlineCode(html: string): string {
  let out = '';
  let at = 0;
  const length = html.length;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    out += html.slice(at, open);
    at = open;
    const next = html[open + 1] ?? '';
    if (html.startsWith('<!--', open)) {
      at = commentEnd(html, open + 4);
      out += html.slice(open, at);
    } else if (next === '!' || next === '?') {
      // A doctype, CDATA or processing instruction: a bogus comment up to the next `>`.
      const close = html.indexOf('>', open);
      at = close === -1 ? length : close + 1;
      out += html.slice(open, at);
    } else if (/[a-z]/i.test(next) || (next === '/' && /[a-z]/i.test(html[open + 2] ?? ''))) {
      const tag = readTag(html, open);
      out += tag.text;
      at = tag.end;
    } else {
      out += '<';
      at = open + 1;
    }
  }
  return out + html.slice(at);
}

const SPACE = /[\t\n\f\r ]/;

/** Where a comment opened at `from` (just after `<!--`) ends, as the tokenizer ends it. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const ends = [html.indexOf('-->', from), html.indexOf('--!>', from)].filter((index) => index !== -1);
  if (ends.length === 0) return html.length;
  const first = Math.min(...ends);
  return first + (html.startsWith('-->', first) ? 3 : 4);
}

/** Renamed: attributes the policy checks as inline code, whatever their case. */
const isInlineCode = (name: string) => /^on/i.test(name) || /^style$/i.test(name);

/** A start or end tag from its `<`, with its inline code renamed, and where it ends. */
function readTag(html: string, open: number): { text: string; end: number } {
  const length = html.length;
  let at = open + 1;
  let out = '<';
  if (html[at] === '/') {
    out += '/';
    at += 1;
  }
  let name = '';
  while (at < length && !SPACE.test(html[at] as string) && html[at] !== '/' && html[at] !== '>') name += html[at++];
  out += /^style$/i.test(name) ? 'script' : name;
  while (at < length) {
    const char = html[at] as string;
    if (char === '>') return { text: `${out}>`, end: at + 1 };
    if (SPACE.test(char) || char === '/') {
      out += char;
      at += 1;
      continue;
    }
    // An attribute's name: up to a space, `/`, `>` or `=` (a leading `=` belongs to the name).
    let attribute = char;
    at += 1;
    while (at < length && !SPACE.test(html[at] as string) && !'/>='.includes(html[at] as string)) attribute += html[at++];
    out += isInlineCode(attribute) ? `x-${attribute}` : attribute;
    let gap = '';
    while (at < length && SPACE.test(html[at] as string)) gap += html[at++];
    if (html[at] !== '=') {
      out += gap;
      continue;
    }
    out += `${gap}=`;
    at += 1;
    while (at < length && SPACE.test(html[at] as string)) out += html[at++];
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      const end = close === -1 ? length : close + 1;
      out += html.slice(at, end);
      at = end;
    } else {
      while (at < length && !SPACE.test(html[at] as string) && html[at] !== '>') out += html[at++];
    }
  }
  return { text: out, end: length };
}

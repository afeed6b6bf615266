import { describe, expect, it } from 'vitest';
import { withoutInlineCode } from './inline-code.ts';
import { sanitizeRichText } from './rich-text-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the subset as it is', () => {
    const html =
      '<p>A <strong>bold</strong> and <em>italic</em> text<br>on two lines.</p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><p><a href="https://www.insee.fr">site</a> <a href="mailto:a@b.fr">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('unwraps other tags and keeps their text', () => {
    expect(sanitizeRichText('<h1>Title</h1><p><span style="color:red">red</span> <u>under</u></p>')).toBe('Title<p>red under</p>');
  });

  it('drops scripts, event handlers and other attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" class="x">text</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('<p>text</p>');
    expect(sanitizeRichText('<a href="https://a.fr" target="_blank" rel="noopener">a</a>')).toBe('<a href="https://a.fr">a</a>');
  });

  it('turns links with another scheme into plain text', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">click</a> <a href="/relative">here</a> <a>none</a></p>')).toBe('<p>click here none</p>');
  });
});

describe('withoutInlineCode', () => {
  it('renames handler and style attributes, quoted or not, and style elements', () => {
    expect(withoutInlineCode('<img src=x onerror=alert(1)><svg/onload="a()"><p STYLE=\'color:red\' title="onx=1">t</p><style>p{}</style>')).toBe(
      '<img src=x x-onerror=alert(1)><svg/x-onload="a()"><p x-STYLE=\'color:red\' title="onx=1">t</p><script>p{}</script>',
    );
  });

  it('leaves text, comments and attribute values alone', () => {
    const html = '<p>a < b, onclick= is text</p><!-- <img onerror=x> --><a href="https://a.fr/?on=1">on</a> 3 <5';
    expect(withoutInlineCode(html)).toBe(html);
  });
});

describe('sanitizeRichText, beyond the subset', () => {
  it('drops data and aria attributes', () => {
    expect(sanitizeRichText('<p data-x="1" aria-label="y">t</p>')).toBe('<p>t</p>');
  });

  it('gives the same result with inline code renamed first', () => {
    expect(sanitizeRichText('<p style="color:red" onclick="x()">t<style>p{}</style></p><svg onload=alert(1)></svg>')).toBe('<p>t</p>');
  });
});

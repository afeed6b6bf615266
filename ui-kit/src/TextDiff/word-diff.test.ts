import { describe, expect, it } from 'vitest';
import { richTextToPlain } from './plain-text.ts';
import { countChanges, diffWords, splitWords, type DiffPart } from './word-diff.ts';

/** A text put back together from the parts one side shows. */
const side = (parts: DiffPart[], shown: 'removed' | 'added') =>
  parts
    .filter((part) => part.type === 'equal' || part.type === shown)
    .map((part) => (part.type === 'equal' && shown === 'removed' ? part.before : part.text))
    .join('');

describe('diffWords', () => {
  it('marks a replaced word as removed then added, the rest equal', () => {
    const parts = diffWords('The rate of unemployment', 'The share of unemployment');
    expect(parts).toEqual([
      { type: 'equal', text: 'The ', before: 'The ' },
      { type: 'removed', text: 'rate ' },
      { type: 'added', text: 'share ' },
      { type: 'equal', text: 'of unemployment', before: 'of unemployment' },
    ]);
    expect(countChanges(parts)).toBe(1);
  });

  it('gives back each text from its side', () => {
    const before = 'Persons aged 15 or over\nwho worked at least one hour';
    const after = 'Persons aged 15 to 74\nwho worked at least one hour during the reference week';
    const parts = diffWords(before, after);
    expect(side(parts, 'added')).toBe(after);
    expect(side(parts, 'removed')).toBe(before);
    expect(countChanges(parts)).toBe(2);
  });

  it('finds nothing changed in equal texts, and everything in texts with no word in common', () => {
    expect(diffWords('same words', 'same words')).toEqual([{ type: 'equal', text: 'same words', before: 'same words' }]);
    expect(diffWords('alpha beta', 'gamma')).toEqual([
      { type: 'removed', text: 'alpha beta' },
      { type: 'added', text: 'gamma' },
    ]);
    expect(diffWords('', 'new text')).toEqual([{ type: 'added', text: 'new text' }]);
    expect(diffWords('old text', '')).toEqual([{ type: 'removed', text: 'old text' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('compares words without the spaces after them', () => {
    expect(diffWords('one two', 'one\ntwo')).toEqual([{ type: 'equal', text: 'one\ntwo', before: 'one two' }]);
  });

  it('compares long texts changed in the middle, and very long unrelated ones as replaced whole', () => {
    const words = Array.from({ length: 3000 }, (_, index) => `w${index}`);
    const after = [...words.slice(0, 1500), 'inserted', ...words.slice(1500)].join(' ');
    const parts = diffWords(words.join(' '), after);
    expect(parts.filter((part) => part.type !== 'equal')).toEqual([{ type: 'added', text: 'inserted ' }]);
    const a = Array.from({ length: 2000 }, (_, index) => `a${index}`).join(' ');
    const b = Array.from({ length: 2000 }, (_, index) => `b${index}`).join(' ');
    expect(diffWords(a, b).map((part) => part.type)).toEqual(['removed', 'added']);
  });

  it('splits words with the spaces after them', () => {
    expect(splitWords('  lead a  b\n')).toEqual(['  ', 'lead ', 'a  ', 'b\n']);
    expect(splitWords('l’emploi, à 15 ans.')).toEqual(['l', '’', 'emploi', ', ', 'à ', '15 ', 'ans', '.']);
  });
});

describe('richTextToPlain', () => {
  it('reads paragraphs and list items one per line, without formatting', () => {
    expect(richTextToPlain('<p>First <strong>bold</strong>\n paragraph.</p><ul><li>one</li><li>two</li></ul><ol><li>a</li><li>b</li></ol><p>x<br>y</p>')).toBe(
      'First bold paragraph.\n• one\n• two\n1. a\n2. b\nx\ny',
    );
  });

  it('drops what rich text may not hold, and reads nothing from nothing', () => {
    expect(richTextToPlain('<p>Safe<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe('Safe');
    expect(richTextToPlain(null)).toBe('');
  });
});

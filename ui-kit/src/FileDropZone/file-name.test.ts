import { describe, expect, it } from 'vitest';
import { isValidFileName } from './file-name.ts';

describe('isValidFileName', () => {
  it.each(['quality-report_2024.pdf', 'A.odt', 'note_v2.DOCX'])('accepts %s', (name) => {
    expect(isValidFileName(name)).toBe(true);
  });

  it.each(['rapport qualité.pdf', 'résumé.pdf', 'report.v2.pdf', 'noextension', '.pdf', 'report.', 'a/b.pdf'])(
    'refuses %s',
    (name) => expect(isValidFileName(name)).toBe(false),
  );
});

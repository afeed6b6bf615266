import { readFileSync } from 'node:fs';
import { sourcePath } from './paths.ts';

/** Splits CSV text (RFC 4180: quoted fields may hold commas, newlines and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of a CSV file of the source folder as records keyed by the header's column names. */
export function readCsv(relativePath: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(sourcePath(relativePath), 'utf8'));
  if (!header) throw new Error(`${relativePath} is empty`);
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])));
}

import { unreadable, type ReadCode, type ReadList } from './parsed.ts';

// Codes from CSV (RFC 4180): a header row naming the columns `code`, `labelLg1`, `labelLg2`,
// `descriptionLg1`, `descriptionLg2`, `parentCode` (any case, any order; `code` required, others
// ignored), separated by `,` or `;` (the header's own decides), fields quoted with `"` as needed.

const COLUMNS = ['code', 'labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2', 'parentCode'] as const;

/** The separator the header row uses: the one it holds more of, outside quotes. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** The rows of a CSV text, each its fields; blank lines left out. */
export function csvRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\n' || char === '\r') endRow();
    else field += char;
    i += 1;
  }
  if (quoted) throw unreadable('CSV', 'a quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The codes of a CSV file (its list's identity comes from elsewhere: the query). */
export function readCsv(text: string): ReadList[] {
  const rows = csvRows(text, separatorOf(text));
  const header = rows.shift();
  if (!header) throw unreadable('CSV', 'no header row');
  const columns = header.map((name) => COLUMNS.find((column) => column.toLowerCase() === name.trim().toLowerCase()));
  if (!columns.includes('code')) throw unreadable('CSV', `no "code" column in the header (columns: ${COLUMNS.join(', ')})`);
  const codes = rows.map((fields) => {
    const read: Partial<Record<(typeof COLUMNS)[number], string>> = {};
    columns.forEach((column, index) => {
      const value = fields[index];
      if (column && value !== undefined && value.trim() !== '') read[column] = value;
    });
    const code: ReadCode = { ...read, code: read.code ?? '' };
    return code;
  });
  return [{ codes }];
}

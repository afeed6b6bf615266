import { NAMESPACES, ODF_VERSION, ODS_MEDIA_TYPE, languageAttributes, odfPackage } from './package.ts';
import { plainText, xml } from './text.ts';

// A minimal OpenDocument spreadsheet (ODF 1.3): sheets of rows, a bold header row repeated on
// each printed page, cells of text (line breaks kept, optionally marked with a language), numbers
// and days. Enough for an export a committee opens in LibreOffice Calc or Excel.

/** One cell: text (with its language code, when it is content in a data language), a number, a day (`YYYY-MM-DD`), or empty. */
export type SheetCell = string | number | null | { text: string; language?: string } | { day: string };

export interface Sheet {
  name: string;
  /** Column headings, in the document's language. */
  header: readonly string[];
  rows: readonly (readonly SheetCell[])[];
  /** Column widths in centimetres (default 4). */
  widths?: readonly number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Sheet names: no `[]*?:/\`, at most 31 characters, unique. */
function sheetNames(sheets: readonly Sheet[]): string[] {
  const used = new Set<string>();
  return sheets.map((sheet, index) => {
    const base = sheet.name.replace(/[[\]*?:/\\']/g, ' ').trim().slice(0, 31) || `Sheet${index + 1}`;
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base.slice(0, 28)} ${n}`;
    used.add(name);
    return name;
  });
}

function cellXml(cell: SheetCell, languages: Map<string, string>): string {
  if (cell === null || cell === '') return '<table:table-cell/>';
  if (typeof cell === 'number') {
    return `<table:table-cell office:value-type="float" office:value="${cell}" table:style-name="Cell"><text:p>${cell}</text:p></table:table-cell>`;
  }
  if (typeof cell === 'object' && 'day' in cell) {
    if (!DAY.test(cell.day)) return cellXml(cell.day, languages);
    return `<table:table-cell office:value-type="date" office:date-value="${cell.day}" table:style-name="Day"><text:p>${cell.day}</text:p></table:table-cell>`;
  }
  const { text, language } = typeof cell === 'string' ? { text: cell, language: undefined } : cell;
  const style = language ? languages.get(language) : undefined;
  const content = style ? `<text:span text:style-name="${style}">${plainText(text)}</text:span>` : plainText(text);
  return `<table:table-cell office:value-type="string" table:style-name="Cell"><text:p>${content}</text:p></table:table-cell>`;
}

/** The spreadsheet as an ODS package; `language` is the document's (its headings'). */
export function buildOds(sheets: readonly Sheet[], { title, language, now }: { title: string; language: string; now?: Date }): Buffer {
  if (sheets.length === 0) throw new Error('A spreadsheet needs at least one sheet');
  // A text style per language the cells are written in.
  const languages = new Map<string, string>();
  for (const sheet of sheets) {
    for (const row of sheet.rows) {
      for (const cell of row) {
        if (cell && typeof cell === 'object' && 'text' in cell && cell.language && !languages.has(cell.language)) {
          languages.set(cell.language, `Lang${languages.size + 1}`);
        }
      }
    }
  }
  const columnStyles = new Map<string, string>();
  const columnStyle = (width: number) => {
    const key = width.toFixed(2);
    if (!columnStyles.has(key)) columnStyles.set(key, `Col${columnStyles.size + 1}`);
    return columnStyles.get(key)!;
  };
  const names = sheetNames(sheets);
  const tables = sheets.map((sheet, index) => {
    const count = Math.max(sheet.header.length, ...sheet.rows.map((row) => row.length));
    const columns = Array.from({ length: count }, (_, column) => `<table:table-column table:style-name="${columnStyle(sheet.widths?.[column] ?? 4)}"/>`).join('');
    const header = `<table:table-header-rows><table:table-row>${sheet.header
      .map((heading) => `<table:table-cell office:value-type="string" table:style-name="Header"><text:p>${xml(heading)}</text:p></table:table-cell>`)
      .join('')}</table:table-row></table:table-header-rows>`;
    const rows = sheet.rows.map((row) => `<table:table-row>${row.map((cell) => cellXml(cell, languages)).join('')}</table:table-row>`).join('\n');
    return `<table:table table:name="${xml(names[index]!)}">${columns}${header}\n${rows}</table:table>`;
  });
  const automatic = [
    ...[...columnStyles].map(
      ([width, name]) => `<style:style style:name="${name}" style:family="table-column"><style:table-column-properties style:column-width="${width}cm"/></style:style>`,
    ),
    '<style:style style:name="Header" style:family="table-cell"><style:table-cell-properties fo:background-color="#dddddd" style:vertical-align="top" fo:wrap-option="wrap"/><style:text-properties fo:font-weight="bold"/></style:style>',
    '<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties style:vertical-align="top" fo:wrap-option="wrap"/></style:style>',
    '<number:date-style style:name="DayFormat"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>',
    '<style:style style:name="Day" style:family="table-cell" style:data-style-name="DayFormat"><style:table-cell-properties style:vertical-align="top"/></style:style>',
    ...[...languages].map(([code, name]) => `<style:style style:name="${name}" style:family="text"><style:text-properties ${languageAttributes(code)}/></style:style>`),
  ].join('\n');
  const namespaces = `${NAMESPACES} xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"`;
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ${namespaces} office:version="${ODF_VERSION}">
<office:automatic-styles>
${automatic}
</office:automatic-styles>
<office:body><office:spreadsheet>
${tables.join('\n')}
</office:spreadsheet></office:body>
</office:document-content>`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles ${NAMESPACES} office:version="${ODF_VERSION}">
<office:font-face-decls>
<style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt" ${languageAttributes(language)}/></style:default-style>
</office:styles>
</office:document-styles>`;
  return odfPackage({ mediaType: ODS_MEDIA_TYPE, content, styles, title, language, now });
}

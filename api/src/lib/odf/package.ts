import { xml } from './text.ts';
import { zipBuffer } from './zip.ts';

// What every OpenDocument file the server writes shares (ODF 1.3): the namespaces, the language
// attributes, the base text styles (headings, title, body, bold, italic, links, lists), the
// metadata and manifest, and the package itself (`mimetype` first and stored, then the rest).
// A document adds its own styles and content: a quality report (modules/operations/sims/export/odt.ts), a
// concept or a collection (modules/concepts/export), a spreadsheet (./ods.ts).

export const ODF_VERSION = '1.3';
export const ODT_MEDIA_TYPE = 'application/vnd.oasis.opendocument.text';
export const ODS_MEDIA_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';

export const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
].join(' ');

/** The two data languages, by side. */
export type Side = 'lg1' | 'lg2';

/** A pair of labels a document names something by, the second language's possibly missing. */
export interface Labels {
  labelLg1: string;
  labelLg2: string | null;
}

const COUNTRIES: Record<string, string> = { fr: 'FR', en: 'GB', de: 'DE', es: 'ES', it: 'IT', nl: 'NL', pt: 'PT' };

/** `fo:language` and `fo:country` of a language code. */
export function languageAttributes(code: string): string {
  const [language = code, region] = code.split(/[-_]/);
  const country = region?.toUpperCase() ?? COUNTRIES[language.toLowerCase()];
  return `fo:language="${xml(language.toLowerCase())}"${country ? ` fo:country="${xml(country)}"` : ''}`;
}

/**
 * The styles of a text document: default language, body, headings 1–6, title and subtitle, bold,
 * italic, links and outline numbering (none), then the document's own (`extra`, `style:style` elements).
 */
export function textStylesXml(language: string, extra = ''): string {
  const heading = (level: number, size: string) =>
    `<style:style style:name="Heading_20_${level}" style:display-name="Heading ${level}" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="${level}" style:class="text"><style:text-properties fo:font-size="${size}" fo:font-weight="bold"/></style:style>`;
  const outlineLevels = Array.from(
    { length: 10 },
    (_, index) =>
      `<text:outline-level-style text:level="${index + 1}" style:num-format=""><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="nothing"/></style:list-level-properties></text:outline-level-style>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles ${NAMESPACES} office:version="${ODF_VERSION}">
<office:font-face-decls>
<style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss" style:font-pitch="variable"/>
<style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties style:writing-mode="page"/><style:text-properties style:font-name="Liberation Serif" fo:font-size="11pt" ${languageAttributes(language)}/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard" style:class="text"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.2cm" fo:line-height="115%"/></style:style>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-top="0.42cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="13pt" fo:font-weight="bold"/></style:style>
${heading(1, '15pt')}
${heading(2, '13pt')}
${heading(3, '12pt')}
${heading(4, '11pt')}
${heading(5, '11pt')}
${heading(6, '11pt')}
<style:style style:name="Title" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Subtitle" style:class="chapter"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Subtitle" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:class="chapter"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.5cm"/><style:text-properties fo:font-size="15pt" fo:font-weight="normal" fo:font-style="italic"/></style:style>
<style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Emphasis" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Internet_20_link" style:display-name="Internet link" style:family="text"><style:text-properties fo:color="#000080" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/></style:style>
${extra}
<text:outline-style style:name="Outline">${outlineLevels}</text:outline-style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="Page"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page"/></office:master-styles>
</office:document-styles>`;
}

function listStyle(name: string, level: (n: number) => string): string {
  return `<text:list-style style:name="${name}">${Array.from({ length: 10 }, (_, index) => level(index + 1)).join('')}</text:list-style>`;
}

function indent(level: number): string {
  const step = 0.635 * level;
  return `<style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="${step.toFixed(3)}cm" fo:text-indent="-0.635cm" fo:margin-left="${step.toFixed(3)}cm"/></style:list-level-properties>`;
}

/** The text style of a language (`Lg1`, `Lg2`): text written in it is marked with it. */
export const languageStyle = (side: Side) => (side === 'lg1' ? 'Lg1' : 'Lg2');
/** The body paragraph style of a language (`Body_Lg1`, `Body_Lg2`). */
export const bodyStyle = (side: Side) => `Body_${languageStyle(side)}`;

/**
 * A text document's automatic styles: a text style and a body paragraph style per data language
 * (`Lg1`, `Body_Lg1`…), and the `Bullets` and `Numbers` list styles.
 */
export function textAutomaticStyles(languages: Record<Side, string>): string {
  const bullets = ['•', '◦', '▪'];
  return [
    ...(['lg1', 'lg2'] as const).flatMap((side) => [
      `<style:style style:name="${languageStyle(side)}" style:family="text"><style:text-properties ${languageAttributes(languages[side])}/></style:style>`,
      `<style:style style:name="${bodyStyle(side)}" style:family="paragraph" style:parent-style-name="Text_20_body"><style:text-properties ${languageAttributes(languages[side])}/></style:style>`,
    ]),
    listStyle('Bullets', (n) => `<text:list-level-style-bullet text:level="${n}" text:bullet-char="${bullets[(n - 1) % 3]!}">${indent(n)}</text:list-level-style-bullet>`),
    listStyle('Numbers', (n) => `<text:list-level-style-number text:level="${n}" style:num-suffix="." style:num-format="1">${indent(n)}</text:list-level-style-number>`),
  ].join('\n');
}

/** A text document's content: its automatic styles and its body. */
export function textContentXml(automaticStyles: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ${NAMESPACES} office:version="${ODF_VERSION}">
<office:automatic-styles>
${automaticStyles}
</office:automatic-styles>
<office:body><office:text>
${body}
</office:text></office:body>
</office:document-content>`;
}

export function metaXml(title: string, language: string, now: Date): string {
  const date = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document-meta ${NAMESPACES} office:version="${ODF_VERSION}">
<office:meta>
<meta:generator>Atelier</meta:generator>
<dc:title>${xml(title)}</dc:title>
<dc:language>${xml(language)}</dc:language>
<meta:creation-date>${date}</meta:creation-date>
<dc:date>${date}</dc:date>
</office:meta>
</office:document-meta>`;
}

function manifestXml(mediaType: string): string {
  const entry = (path: string, type: string) => `<manifest:file-entry manifest:full-path="${path}" manifest:media-type="${type}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="${ODF_VERSION}">
<manifest:file-entry manifest:full-path="/" manifest:version="${ODF_VERSION}" manifest:media-type="${mediaType}"/>
${entry('content.xml', 'text/xml')}
${entry('styles.xml', 'text/xml')}
${entry('meta.xml', 'text/xml')}
</manifest:manifest>`;
}

export interface OdfParts {
  mediaType: typeof ODT_MEDIA_TYPE | typeof ODS_MEDIA_TYPE;
  content: string;
  styles: string;
  /** The document's title and language, for its metadata. */
  title: string;
  language: string;
  now?: Date;
}

/** An OpenDocument package: `mimetype` first and stored, then the manifest, the content, the styles and the metadata. */
export function odfPackage({ mediaType, content, styles, title, language, now = new Date() }: OdfParts): Buffer {
  const text = (value: string) => Buffer.from(value, 'utf8');
  return zipBuffer(
    [
      { name: 'mimetype', data: text(mediaType), method: 'store' },
      { name: 'META-INF/manifest.xml', data: text(manifestXml(mediaType)) },
      { name: 'content.xml', data: text(content) },
      { name: 'styles.xml', data: text(styles) },
      { name: 'meta.xml', data: text(metaXml(title, language, now)) },
    ],
    now,
  );
}

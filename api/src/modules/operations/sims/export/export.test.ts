import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_DOCUMENTS_HEADER } from '@atelier/contracts';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../../../test/harness.ts';
import { contentDisposition, exportFileNames, headerListItem } from './export.routes.ts';
import { richText, type RichTextStyles } from '../../../../lib/odf/text.ts';
import { readZip, zipBuffer, zipStream, type ReadEntry } from '../../../../lib/odf/zip.ts';

// The export of a quality report, read back: the ODT package (mimetype first and stored, manifest,
// well-formed XML), what content.xml says (labels and never codes, names of organisations and
// territories, "not applicable" written out, the languages asked for and only them, empty rubrics
// marked or left out, the documents and links cited), the ZIP with the documents' files and the
// missing ones named, and the refusals (863, 841, 400, 401, 403).

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  // Reads reports, not documents.
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  // No privilege at all.
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
};
type User = keyof typeof users;

const run = Date.now().toString(36);
const ODT = 'application/vnd.oasis.opendocument.text';
const ORIGIN = 'http://localhost:5173';

/** Some bytes, not all alike, over one storage chunk (1 MB). */
const bytes = (size: number, seed = 7) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + (i >> 12)) % 251));

/** A multipart/form-data body, as browsers send it. */
function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = `----export${run}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        (part.filename ? 'Content-Type: application/octet-stream\r\n\r\n' : '\r\n'),
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const decodeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

interface Block {
  heading: boolean;
  text: string;
}

/** The headings and paragraphs of content.xml, in order, as text (line breaks as \n, spaces as ODF shows them). */
function blocksOf(content: string): Block[] {
  const body = content.slice(content.indexOf('<office:text>'));
  return [...body.matchAll(/<text:(h|p)\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:\1>)/g)].map(([, tag, inner = '']) => ({
    heading: tag === 'h',
    text: decodeXml(
      inner
        .replace(/<text:line-break\/>/g, '\n')
        .replace(/<text:tab\/>/g, '\t')
        .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
        .replace(/<[^>]+>/g, ''),
    ).replace(/ {2,}/g, (spaces) => spaces),
  }));
}

/** The paragraphs under a rubric's heading, up to the next heading. */
function under(blocks: Block[], idMas: string): string[] {
  const start = blocks.findIndex((block) => block.heading && (block.text === idMas || block.text.startsWith(`${idMas} `)));
  if (start < 0) throw new Error(`No heading ${idMas}`);
  const end = blocks.findIndex((block, index) => index > start && block.heading);
  return blocks.slice(start + 1, end < 0 ? undefined : end).map((block) => block.text);
}

const headings = (blocks: Block[]) => blocks.filter((block) => block.heading).map((block) => block.text.split(' ')[0]);

interface Odt {
  entries: ReadEntry[];
  content: string;
  blocks: Block[];
  text: string;
}

/** Reads an ODT package, checking what every ODT must be. */
function readOdt(archive: Buffer): Odt {
  const entries = readZip(archive);
  expect(entries.map((entry) => entry.name)).toEqual(['mimetype', 'META-INF/manifest.xml', 'content.xml', 'styles.xml', 'meta.xml']);
  const [mimetype] = entries;
  // First, stored, no extra field, no data descriptor: readers find the type at byte 38.
  expect(mimetype).toMatchObject({ offset: 0, method: 0, localExtraLength: 0, flags: 0 });
  expect(mimetype!.data.toString()).toBe(ODT);
  expect(archive.subarray(30, 38).toString()).toBe('mimetype');
  expect(archive.subarray(38, 38 + ODT.length).toString()).toBe(ODT);
  const files = new Map(entries.map((entry) => [entry.name, entry.data.toString('utf8')]));
  for (const name of ['META-INF/manifest.xml', 'content.xml', 'styles.xml', 'meta.xml']) {
    expect(XMLValidator.validate(files.get(name)!), name).toBe(true);
  }
  const manifest = files.get('META-INF/manifest.xml')!;
  expect(manifest).toContain(`manifest:full-path="/" manifest:version="1.3" manifest:media-type="${ODT}"`);
  const listed = [...manifest.matchAll(/manifest:full-path="([^"]+)"/g)].map(([, path]) => path).filter((path) => path !== '/');
  expect(listed.sort()).toEqual(['content.xml', 'meta.xml', 'styles.xml']);
  const content = files.get('content.xml')!;
  const blocks = blocksOf(content);
  return { entries, content, blocks, text: blocks.map((block) => block.text).join('\n') };
}

describe('quality report export', () => {
  let server: TestServer;
  const get = (user: User | null, id: string, query = '', headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: `/api/operations/metadataReport/export/${encodeURIComponent(id)}${query ? `?${query}` : ''}`,
      headers: { ...(user ? { authorization: `Bearer ${user}` } : {}), ...headers },
    });
  const post = async (url: string, payload: object) => {
    const response = await server.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: 'Bearer admin' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const upload = async (label: string, filename: string, content: Buffer) => {
    const body = multipart([
      { name: 'body', value: JSON.stringify({ labelLg1: label, labelLg2: `${label} (en)`, lang: 'fr', updatedDate: '2026-11-20' }) },
      { name: 'file', value: content, filename },
    ]);
    const response = await server.app.inject({ method: 'POST', url: '/api/documents/document', payload: body.payload, headers: { ...body.headers, authorization: 'Bearer admin' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };

  const pdf = { name: `export_${run}.pdf`, content: bytes(1024 * 1024 + 4321) };
  const csv = { name: `donnees_${run}.csv`, content: Buffer.from('code;libellé\n'.repeat(5000)) };
  let pdfId: string;
  let csvId: string;
  let linkId: string;
  let reportId: string;
  const linkUrl = `https://www.insee.fr/${run}/enquete`;

  beforeAll(async () => {
    server = await createTestServer({
      authenticate: usersAuthenticator(users),
      config: { corsOrigins: [ORIGIN] },
    });
    const familyId = await post('/operations/family', { prefLabelLg1: `Famille export ${run}`, prefLabelLg2: `Family export ${run}` });
    const seriesId = await post('/operations/series', { familyId, prefLabelLg1: `Série export ${run}`, prefLabelLg2: `Series export ${run}` });
    const operationId = await post('/operations/operation', { seriesId, prefLabelLg1: `Opération exportée ${run}`, prefLabelLg2: `Exported operation ${run}`, year: 2026 });
    pdfId = await upload(`Méthodologie, « détaillée » ${run}`, pdf.name, pdf.content);
    csvId = await upload(`Données ${run}`, csv.name, csv.content);
    linkId = await post('/documents/link', { labelLg1: `Lien export ${run}`, lang: 'fr', updatedDate: '2026-11-21', url: linkUrl });
    reportId = await post('/operations/metadataReport', {
      target: operationId,
      rubrics: [
        { idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'HIE2000003' },
        { idAttribute: 'S.1.3', rangeType: 'TEXT', labelLg1: 'Division « Emploi » & <salaires>\nBureau  2', labelLg2: 'Employment & wages division' },
        { idAttribute: 'S.2.1', rangeType: 'DATE', value: '2026-11-02' },
        { idAttribute: 'S.3.1', rangeType: 'RUBRIQUE_SANS_OBJECT' },
        {
          idAttribute: 'S.3.2',
          rangeType: 'RICH_TEXT',
          labelLg1:
            '<p>Texte <strong>gras</strong> et <em>penché</em>, 1 &lt; 2 &amp; <a href="https://example.org/?a=1&amp;b=2">un lien</a>' +
            ' <a href="javascript:alert(1)">piège</a><script>alert("x")</script></p><ul><li>premier</li><li>second<ol><li>imbriqué</li></ol></li></ul>',
          labelLg2: '<p>Text in <strong>bold</strong></p>',
          documentsLg1: [{ kind: 'document', id: pdfId }, { kind: 'document', id: csvId }, { kind: 'document', id: '594' }, { kind: 'link', id: linkId }],
          documentsLg2: [{ kind: 'document', id: pdfId }],
        },
        { idAttribute: 'S.3.7', rangeType: 'GEOGRAPHY', value: 'region-01' },
        { idAttribute: 'S.4', rangeType: 'RUBRIQUE_SANS_OBJECT' },
        { idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['Q', 'A'] },
      ],
    });
  }, 120_000);
  afterAll(() => server.close());

  it('writes report 1979 as an OpenDocument text named after its title', async () => {
    const response = await get('admin', '1979', 'document=false');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(ODT);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="RapportQualiteEnqueteEmploiEnContinu2020.odt"; filename*=UTF-8''RapportQualit%C3%A9Enqu%C3%AAteEmploiEnContinu2020.odt`,
    );
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers[MISSING_DOCUMENTS_HEADER.toLowerCase()]).toBeUndefined();
    const { blocks, content } = readOdt(response.rawPayload);
    expect(content).toContain('office:version="1.3"');

    expect(blocks.slice(0, 4).map((block) => block.text)).toEqual([
      'Rapport qualité : Enquête emploi en continu 2020',
      'Quality report: Labour force survey 2020',
      'Identifiant : 1979',
      'Objet documenté : Opération — Enquête emploi en continu 2020 / Labour force survey 2020',
    ]);
    expect(blocks.map((block) => block.text)).toContain('État de publication : Publié');
    expect(blocks.some((block) => /^Rubriques essentielles remplies \(français\) : \d+ sur 65$/.test(block.text))).toBe(true);
    // Every rubric of the structure, in its order, headed by its number and title.
    const ids = headings(blocks);
    expect(ids).toHaveLength(96);
    expect(ids.indexOf('S.3')).toBeLessThan(ids.indexOf('S.3.1'));
    expect(ids.indexOf('S.3.9')).toBeLessThan(ids.indexOf('C.3.10'));
    expect(blocks.find((block) => block.heading && block.text.startsWith('S.3 '))?.text).toBe('S.3 Présentation statistique');
    expect(under(blocks, 'S.3')).toEqual(['Statistical presentation']);
    expect(blocks.find((block) => block.heading && block.text.startsWith('S.9 '))?.text).toBe('S.9 Fréquence de diffusion (rubrique essentielle)');

    // Codes by their labels, never the codes.
    expect(under(blocks, 'S.9')).toEqual(['Frequency of dissemination', 'Trimestrielle / Quarterly']);
    expect(under(blocks, 'S.18.2')).toEqual(['Frequency of data collection', 'Continue / Continuous']);
    expect(under(blocks, 'I.18.8')).toEqual(['Collection mode', 'Face à face par enquêteur / Face to face by interviewer', 'Par téléphone / By phone']);
    expect(under(blocks, 'I.6.3')).toEqual([
      'Survey status',
      "Enquête d'intérêt général et de qualité statistique à caractère obligatoire / Survey of general interest and statistical quality, with compulsory nature",
    ]);
    // The territory by its name, the date in words, texts in each language under its name.
    expect(under(blocks, 'S.3.7')).toEqual(['Reference area', 'France hors Mayotte']);
    expect(under(blocks, 'S.2.3')).toEqual(['Metadata last update', '17 décembre 2018']);
    expect(under(blocks, 'S.3.5')).toEqual(['Statistical unit', 'Français', 'Individus', 'Anglais', 'Persons']);
    // Documents without a file here: their published address.
    expect(under(blocks, 'S.10.6')).toEqual([
      'Documentation on methodology',
      'Français',
      'Documents et liens',
      'Note méthodologique EEC juillet 2021 — https://www.insee.fr/fr/metadonnees/source/fichier/EEC2021_Note-methodologique-juillet-2021.pdf',
      'Anglais',
      'Documents et liens',
      'LFS methodological note July 2021 — https://www.insee.fr/fr/metadonnees/source/fichier/EEC2021_Note-methodologique-juillet-2021.pdf',
    ]);
    // Rubrics left empty are there, said so.
    expect(under(blocks, 'S.1.1')).toEqual(['Contact organisation', 'Non renseignée']);
    // Each language's text is marked with its language.
    expect(content).toMatch(/<style:style style:name="Lg2" style:family="text"><style:text-properties fo:language="en" fo:country="GB"\/>/);
    expect(content).toContain('<text:p text:style-name="Body_Lg2">Persons</text:p>');
  });

  it('writes only the languages asked for, its own words in the first of them', async () => {
    const french = readOdt((await get('admin', '1979', 'document=false&lg2=false')).rawPayload);
    expect(french.blocks[0]?.text).toBe('Rapport qualité : Enquête emploi en continu 2020');
    expect(under(french.blocks, 'S.9')).toEqual(['Trimestrielle']);
    expect(under(french.blocks, 'S.3.5')).toEqual(['Individus']);
    for (const english of ['Quality report', 'Labour force survey', 'Quarterly', 'Persons', 'Statistical presentation', 'Published', 'Not filled in', 'Anglais']) {
      expect(french.text).not.toContain(english);
    }
    expect(french.content.slice(french.content.indexOf('<office:body>'))).not.toMatch(/style-name="(Lg2|Body_Lg2)"/);

    const english = readOdt((await get('admin', '1979', 'document=false&lg1=false')).rawPayload);
    expect(english.blocks.slice(0, 3).map((block) => block.text)).toEqual([
      'Quality report: Labour force survey 2020',
      'Identifier: 1979',
      'Documented object: Operation — Labour force survey 2020',
    ]);
    expect(english.text).toContain('Publication state: Published');
    expect(english.blocks.some((block) => /^Essential rubrics filled \(English\): \d+ of 65$/.test(block.text))).toBe(true);
    expect(english.blocks.find((block) => block.heading && block.text.startsWith('S.9 '))?.text).toBe('S.9 Frequency of dissemination (essential rubric)');
    expect(under(english.blocks, 'S.9')).toEqual(['Quarterly']);
    expect(under(english.blocks, 'S.1.1')).toEqual(['Not filled in']);
    for (const french of ['Rapport qualité', 'Trimestrielle', 'Individus', 'Présentation statistique', 'Publié', 'Non renseignée']) {
      expect(english.text).not.toContain(french);
    }
    // A label the second language lacks comes in the first, marked as such.
    expect(under(english.blocks, 'S.3.7')).toEqual(['France hors Mayotte']);
    expect(english.content).toContain('<text:span text:style-name="Lg1">France hors Mayotte</text:span>');
  });

  it('leaves the empty rubrics out without emptyMas, and the sections with nothing in them', async () => {
    const { blocks, text } = readOdt((await get('admin', '1979', 'document=false&emptyMas=false')).rawPayload);
    const ids = headings(blocks);
    expect(ids).not.toContain('S.1');
    expect(ids).not.toContain('S.1.1');
    expect(ids).toContain('S.3');
    expect(ids).toContain('S.9');
    expect(ids).toContain('I.18.12');
    expect(text).not.toContain('Non renseignée');
    // Each filled rubric and its ancestors, nothing else.
    expect(ids).toEqual(
      expect.arrayContaining(['I.6.3', 'I.6.4', 'S.6', 'S.18', 'I.18.7', 'I.18.8', 'I.20', 'S.2', 'S.2.3', 'S.3.1', 'S.3.8', 'S.4', 'S.5', 'S.10', 'S.10.4', 'S.13', 'S.13.1', 'S.17', 'S.17.2']),
    );
    // The 27 rubrics it answers and the 7 sections holding them.
    expect(ids).toHaveLength(34);
  });

  it('writes organisations, territories and codes by name, and "not applicable" in every language asked for', async () => {
    const both = readOdt((await get('admin', reportId, 'document=false')).rawPayload);
    expect(under(both.blocks, 'S.1.1')).toEqual(['Contact organisation', 'Secrétariat général (SG)']);
    expect(under(both.blocks, 'S.3.7')).toEqual(['Reference area', 'Guadeloupe']);
    expect(under(both.blocks, 'S.9')).toEqual(['Frequency of dissemination', 'Trimestrielle / Quarterly', 'Annuelle / Annual']);
    expect(under(both.blocks, 'S.3.1')).toEqual(['Data description', 'Sans objet / Not applicable']);
    expect(under(both.blocks, 'S.4')).toEqual(['Unit of measure', 'Sans objet / Not applicable']);
    expect(under(both.blocks, 'S.2.1')).toEqual(['Metadata last certified', '2 novembre 2026']);
    expect(under(both.blocks, 'S.1.3')).toEqual(['Contact name', 'Français', 'Division « Emploi » & <salaires>\nBureau  2', 'Anglais', 'Employment & wages division']);

    const french = readOdt((await get('admin', reportId, 'document=false&lg2=false&emptyMas=false')).rawPayload);
    expect(under(french.blocks, 'S.3.1')).toEqual(['Sans objet']);
    expect(french.text).not.toContain('Not applicable');
    const english = readOdt((await get('admin', reportId, 'document=false&lg1=false&emptyMas=false')).rawPayload);
    expect(under(english.blocks, 'S.3.1')).toEqual(['Not applicable']);
    expect(under(english.blocks, 'S.4')).toEqual(['Not applicable']);
    expect(english.text).not.toContain('Sans objet');
  });

  it('turns rich text into paragraphs, lists, spans and links, escaped, and lists what it cites', async () => {
    const { blocks, content } = readOdt((await get('admin', reportId, 'document=false&lg2=false')).rawPayload);
    expect(under(blocks, 'S.3.2')).toEqual([
      'Texte gras et penché, 1 < 2 & un lien piège',
      'premier',
      'second',
      'imbriqué',
      'Documents et liens',
      `Méthodologie, « détaillée » ${run} — fichier ${pdf.name}`,
      `Données ${run} — fichier ${csv.name}`,
      "Qualité de l'enquête relative à l'exercice 2010 — https://www.insee.fr/fr/metadonnees/source/fichier/Fiche_qualite_enquete_2010_acces_financement_PME.pdf",
      `Lien export ${run} — ${linkUrl}`,
    ]);
    expect(content).toContain('<text:span text:style-name="Strong_20_Emphasis">gras</text:span>');
    expect(content).toContain('<text:span text:style-name="Emphasis">penché</text:span>');
    expect(content).toContain('xlink:href="https://example.org/?a=1&amp;b=2"');
    expect(content).toContain('1 &lt; 2 &amp; ');
    expect(content).toContain(`xlink:href="${linkUrl}"`);
    expect(content).not.toContain('javascript:');
    expect(content).not.toContain('alert');
    expect(content).toMatch(/<text:list text:style-name="Bullets"><text:list-item><text:p text:style-name="Body_Lg1">premier<\/text:p><\/text:list-item><text:list-item><text:p text:style-name="Body_Lg1">second<\/text:p><text:list><text:list-item>/);
    // A plain text keeps its line breaks and spaces.
    expect(content).toContain('Division « Emploi » &amp; &lt;salaires&gt;<text:line-break/>Bureau <text:s text:c="1"/>2');
  });

  it('exports a ZIP holding the document and the files cited, naming the documents whose file is missing', async () => {
    const response = await get('admin', reportId, '', { origin: ORIGIN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const { ascii } = exportFileNames(`Rapport qualité : Opération exportée ${run}`, reportId);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${ascii}\\.zip"; filename\\*=UTF-8''RapportQualit%C3%A9Op%C3%A9rationExport%C3%A9e${run}\\.zip$`, 'i'));
    // The document of the catalogue has no file here; the link is not a file.
    const missing = String(response.headers['x-missing-documents']).split(',').map(decodeURIComponent);
    expect(missing).toEqual(["Qualité de l'enquête relative à l'exercice 2010"]);
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Missing-Documents');
    expect(String(response.headers['access-control-expose-headers'])).toContain('Content-Disposition');

    const entries = readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([`${ascii}.odt`, `documents/${pdf.name}`, `documents/${csv.name}`]);
    expect(entries[1]!.data.equals(pdf.content)).toBe(true);
    expect(entries[2]!.data.equals(csv.content)).toBe(true);
    // Files are deflated as they are read, sizes after them.
    expect(entries[1]).toMatchObject({ method: 8, flags: 0x0008 });
    expect(entries[2]!.compressedSize).toBeLessThan(csv.content.length / 10);
    // The document inside names the files where they are in the archive, linked.
    const odt = readOdt(entries[0]!.data);
    expect(under(odt.blocks, 'S.3.2')).toContain(`Méthodologie, « détaillée » ${run} — fichier documents/${pdf.name}`);
    expect(odt.content).toContain(`xlink:href="../documents/${pdf.name}"`);

    // Only the documents cited in the languages asked for: the English side cites the PDF alone.
    const english = await get('admin', reportId, 'lg1=false');
    expect(readZip(english.rawPayload).map((entry) => entry.name)).toEqual([`${ascii}.odt`, `documents/${pdf.name}`]);
    expect(english.headers['x-missing-documents']).toBeUndefined();
  });

  it('names the missing files of report 1979, whose documents are kept elsewhere', async () => {
    const response = await get('admin', '1979', 'document=true');
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['x-missing-documents']);
    // In the structure's order: S.10.6, then I.18.12.
    expect(header).toBe('Note m%C3%A9thodologique EEC juillet 2021,Questionnaire EEC 2020,Questionnaire module compl%C3%A9mentaire EEC 2020');
    expect(header.split(',').map(decodeURIComponent)).toEqual([
      'Note méthodologique EEC juillet 2021',
      'Questionnaire EEC 2020',
      'Questionnaire module complémentaire EEC 2020',
    ]);
    expect(readZip(response.rawPayload).map((entry) => entry.name)).toEqual(['RapportQualiteEnqueteEmploiEnContinu2020.odt']);
  });

  it('refuses both languages off (863), an unknown report (841), a bad query (400), strangers (401, 403)', async () => {
    const code = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;
    const none = await get('admin', '1979', 'lg1=false&lg2=false');
    expect([none.statusCode, code(none)]).toEqual([400, '863']);
    const unknown = await get('admin', 'nope');
    expect([unknown.statusCode, code(unknown)]).toEqual([404, '841']);
    const bad = await get('admin', '1979', 'emptyMas=maybe');
    expect([bad.statusCode, code(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const anonymous = await get(null, '1979');
    expect([anonymous.statusCode, code(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);
    // No privilege on reports: refused before anything is said about the report.
    for (const id of ['1979', 'nope']) {
      const refused = await get('nobody', id, 'document=false');
      expect([refused.statusCode, code(refused)]).toEqual([403, 'FORBIDDEN']);
    }
    // Reads reports but not documents: the document alone, not the documents' files.
    expect((await get('reader', '1979', 'document=false')).statusCode).toBe(200);
    const files = await get('reader', reportId, 'document=true');
    expect([files.statusCode, code(files)]).toEqual([403, 'FORBIDDEN']);
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await server.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { tags?: string[]; parameters?: { name: string }[] } }> }>();
    const operation = spec.paths['/api/operations/metadataReport/export/{id}']?.get;
    expect(operation?.tags).toEqual(['sims']);
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['id', 'emptyMas', 'lg1', 'lg2', 'document']));
  });
});

describe('export pieces', () => {
  const styles: RichTextStyles = { paragraph: 'P', strong: 'B', emphasis: 'I', link: 'L', bulletList: 'UL', numberedList: 'OL' };
  const wellFormed = (fragment: string) =>
    XMLValidator.validate(`<r xmlns:text="t" xmlns:xlink="x">${fragment}</r>`);

  it('keeps any HTML well-formed: misnested, unclosed, hostile or not HTML at all', () => {
    const inputs = [
      '<p>un <strong>deux <em>trois</strong> quatre</em></p>',
      '<ul><li>a<li>b</ul><p>après',
      '<p>x</p></ul></li></p>texte',
      'Texte brut\nsur deux lignes & < > " \u0001\u0007',
      '<a href="javascript:alert(1)">x</a><a href=\'https://e.org/"q"\'>y</a><a href=https://e.org/z>z</a>',
      '<p>&amp;&lt;&#60;&#x3C;&eacute;&unknown;&#0;&#x110000;</p>',
      '<script><p>caché</p></script><style>p{}</style><!-- commentaire --><![CDATA[x]]><?php ?>visible',
      '<p <p>><<<>>>a<b',
      `${'<a '.repeat(5000)}fin`,
      '<ol><li><ul><li>profond<ol><li>plus profond</li></ol></li></ul></li></ol>',
      '<p><br><br>seul<br></p><p>   </p><p></p>',
    ];
    for (const html of inputs) {
      const xml = richText(html, styles);
      expect(wellFormed(xml), html).toBe(true);
      expect(xml).not.toMatch(/javascript|caché|p\{\}|commentaire/);
    }
    expect(richText('<p>un <strong>deux <em>trois</em></strong></p>', styles)).toBe(
      '<text:p text:style-name="P">un <text:span text:style-name="B">deux </text:span><text:span text:style-name="B"><text:span text:style-name="I">trois</text:span></text:span></text:p>',
    );
    expect(richText('<p>&eacute;t&#233; &amp; <a href=https://e.org/z>z</a></p>', styles)).toBe(
      '<text:p text:style-name="P">été &amp; <text:a xlink:type="simple" xlink:href="https://e.org/z" text:style-name="L" text:visited-style-name="L">z</text:a></text:p>',
    );
    expect(richText('<p><br>  </p><p></p>', styles)).toBe('');
  });

  it('writes and reads back archives, in memory and streamed, and catches a corrupted one', async () => {
    const big = bytes(3 * 1024 * 1024 + 17, 13);
    async function* chunks() {
      for (let start = 0; start < big.length; start += 1024 * 1024) yield big.subarray(start, start + 1024 * 1024);
    }
    const parts: Buffer[] = [];
    for await (const part of zipStream([
      { name: 'a.txt', data: Buffer.from('bonjour'), method: 'store' },
      { name: 'dossier/été.bin', content: chunks(), level: 1 },
      { name: 'vide.txt', content: (async function* () {})() },
    ])) {
      parts.push(part);
    }
    const entries = readZip(Buffer.concat(parts));
    expect(entries.map((entry) => [entry.name, entry.data.length])).toEqual([
      ['a.txt', 7],
      ['dossier/été.bin', big.length],
      ['vide.txt', 0],
    ]);
    expect(entries[1]!.data.equals(big)).toBe(true);
    expect(entries[1]!.flags & 0x0800).toBe(0x0800);

    const archive = zipBuffer([{ name: 'x.txt', data: Buffer.from('contenu') }]);
    expect(readZip(archive)[0]!.data.toString()).toBe('contenu');
    const corrupted = Buffer.from(archive);
    corrupted[30 + 'x.txt'.length + 1]! ^= 0xff;
    expect(() => readZip(corrupted)).toThrow();
    expect(() => zipBuffer([{ name: '../evil', data: Buffer.alloc(1) }])).toThrow(/Unsafe/);
  });

  it('names files after the title and carries names in headers safely', () => {
    expect(exportFileNames("Rapport qualité : Enquête sur l'accès au financement des PME", '1817')).toEqual({
      ascii: 'RapportQualiteEnqueteSurLAccesAuFinancementDesPME',
      unicode: 'RapportQualitéEnquêteSurLAccèsAuFinancementDesPME',
    });
    expect(exportFileNames('Œuvres « ® »', '12')).toEqual({ ascii: 'Oeuvres', unicode: 'Œuvres' });
    expect(exportFileNames('« »', 'a/1')).toEqual({ ascii: 'Simsa1', unicode: 'Simsa1' });
    expect(contentDisposition({ ascii: 'Rapport', unicode: "L'été(1)" }, 'odt')).toBe(`attachment; filename="Rapport.odt"; filename*=UTF-8''L%27%C3%A9t%C3%A9%281%29.odt`);
    expect(headerListItem('Coût, 100 % «net»')).toBe('Co%C3%BBt%2C 100 %25 %C2%ABnet%C2%BB');
    expect(decodeURIComponent(headerListItem('Coût, 100 % «net»'))).toBe('Coût, 100 % «net»');
  });
});

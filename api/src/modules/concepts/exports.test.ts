import type { AddressInfo } from 'node:net';
import { XMLValidator } from 'fast-xml-parser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';
import { readZip } from '../../lib/odf/zip.ts';

// Exports of concepts and collections, read back (ODT and ODS packages unzipped, their XML parsed:
// labels and never identifiers, the language asked for, links and notes, the spreadsheet's rows),
// their file names, the ZIPs of a selection, and the refusals (privileges, unknown records, bad
// types and identifiers); then sending by mail through a real SMTP server started here: the mail
// received (recipient, subject, the concept's ODT attached), refused without UPDATE (104, 904),
// MAIL_NOT_SENT when the server refuses, MAIL_NOT_CONFIGURED without one.

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  // Reads everything, changes nothing.
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  // Concepts UPDATE with STAMP: their own only.
  manager: identityWith(['Gestionnaire_concept_RMESGNCS'], ['DG57-C003'], 'manager'),
  nobody: { id: 'nobody', roles: [], stamps: [], privileges: [] },
};
type User = keyof typeof users;

const ODT = 'application/vnd.oasis.opendocument.text';
const ODS = 'application/vnd.oasis.opendocument.spreadsheet';
const run = Date.now().toString(36);
/** The run as file names write it, in camel case. */
const Run = run.charAt(0).toUpperCase() + run.slice(1);

const decodeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
/** The text of an XML fragment, its tags dropped. */
const textOf = (xml: string) => decodeXml(xml.replace(/<text:line-break\/>/g, '\n').replace(/<[^>]+>/g, ''));

interface OdfRead {
  mimetype: string;
  content: string;
  /** Headings and paragraphs, in order, as text. */
  blocks: string[];
}

/** An ODF package unzipped and checked: mimetype first and stored, every part well-formed XML. */
function readOdf(archive: Buffer, mediaType: string): OdfRead {
  const entries = readZip(archive);
  expect(entries.map((entry) => entry.name)).toEqual(['mimetype', 'META-INF/manifest.xml', 'content.xml', 'styles.xml', 'meta.xml']);
  expect(entries[0]).toMatchObject({ offset: 0, method: 0 });
  const files = new Map(entries.map((entry) => [entry.name, entry.data.toString('utf8')]));
  expect(files.get('mimetype')).toBe(mediaType);
  for (const [name, text] of files) if (name !== 'mimetype') expect(XMLValidator.validate(text), name).toBe(true);
  const content = files.get('content.xml')!;
  const blocks = [...content.matchAll(/<text:(h|p)\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:\1>)/g)].map(([, , inner = '']) => textOf(inner));
  return { mimetype: files.get('mimetype')!, content, blocks };
}

/** The rows of a spreadsheet's tables, each cell as text. */
function sheetRows(content: string): Map<string, string[][]> {
  const tables = new Map<string, string[][]>();
  for (const [, name, body] of content.matchAll(/<table:table table:name="([^"]*)">([\s\S]*?)<\/table:table>/g)) {
    const rows = [...body!.matchAll(/<table:table-row>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
      [...row!.matchAll(/<table:table-cell\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map(([, cell = '']) => textOf(cell)),
    );
    tables.set(decodeXml(name!), rows);
  }
  return tables;
}

/** The file name `Content-Disposition` gives (its UTF-8 form). */
const fileName = (disposition: string | undefined) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '');

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A message's attachment of a media type, decoded (nodemailer writes attachments in base64). */
function attachmentOf(raw: string, mediaType: string): { name: string; data: Buffer } {
  const part = raw.split(/\r?\n--/).find((chunk) => chunk.includes(`Content-Type: ${mediaType}`));
  if (!part) throw new Error(`No ${mediaType} attachment`);
  const [headers = '', body = ''] = part.split(/\r?\n\r?\n/);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  // RFC 2231: the name in parts (`filename*0*=utf-8''…; filename*1*=…`), percent-encoded, or whole.
  const parts = [...unfolded.matchAll(/filename\*(?:\d+)?\*?=("?)([^";]+)\1/gi)].map(([, , value]) => value!.trim());
  const plain = /filename="([^"]+)"/i.exec(unfolded)?.[1];
  const name = parts.length > 0 ? decodeURIComponent(parts.join('').replace(/^utf-8''/i, '')) : (plain ?? '');
  return { name, data: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

describe('concept and collection exports', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: Received[] = [];
  let statuses: { id: string; labelLg1: string; labelLg2: string }[];

  const as = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const create = async (path: string, body: object) => {
    const response = await as('admin', 'POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };

  const label = (name: string) => `${name} ${run}`;
  let broader: string;
  let related: string;
  let concept: string;
  let other: string;
  let collection: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'atelier' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example.org')) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await createTestServer({
      authenticate: usersAuthenticator(users),
      config: { smtpUrl: `smtp://atelier:secret@127.0.0.1:${port}`, mailFrom: 'Atelier <atelier@example.org>' },
    });
    statuses = (await as('admin', 'GET', '/disseminationStatus')).json();

    broader = await create('/concepts/concept', {
      prefLabelLg1: label('Population active'),
      prefLabelLg2: label('Labour force'),
      definitionLg1: '<p>Ensemble des personnes en emploi ou au chômage.</p>',
      creators: ['DG75-L201'],
      disseminationStatus: 'Prive',
    });
    related = await create('/concepts/concept', {
      prefLabelLg1: label('Emploi'),
      definitionLg1: '<p>Activité rémunérée.</p>',
      creators: ['DG75-L201'],
      disseminationStatus: 'Prive',
    });
    concept = await create('/concepts/concept', {
      prefLabelLg1: label('Taux de chômage'),
      prefLabelLg2: label('Unemployment rate'),
      altLabelLg1: ['TC', 'Chômage (taux)'],
      altLabelLg2: ['UR'],
      definitionLg1: '<p>Part des <strong>chômeurs</strong> dans la population active.</p><ul><li>au sens du BIT</li></ul>',
      definitionLg2: '<p>Share of the <em>unemployed</em> in the labour force.</p>',
      scopeNoteLg1: '<p>Chômeurs rapportés aux actifs.</p>',
      scopeNoteLg2: '<p>Unemployed over labour force.</p>',
      editorialNoteLg1: '<p>Note « éditoriale » &amp; interne.</p>',
      creators: ['DG75-L201'],
      contributors: ['DG75-L201'],
      disseminationStatus: 'PublicSpecifique',
      additionalMaterial: 'https://www.insee.fr/fr/metadonnees/definition/c1687',
      valid: '2030-12-31',
      broader: [broader],
      related: [related],
      closeMatch: ['https://www.ilo.org/unemployment'],
    });
    other = await create('/concepts/concept', {
      prefLabelLg1: label('Halo autour du chômage'),
      definitionLg1: '<p>Personnes sans emploi qui souhaitent travailler.</p>',
      creators: ['DG57-C003'],
      disseminationStatus: 'Prive',
    });
    collection = await create('/concepts/collection', {
      prefLabelLg1: label('Marché du travail'),
      prefLabelLg2: label('Labour market'),
      descriptionLg1: 'Les concepts du marché du travail.',
      descriptionLg2: 'Labour market concepts.',
      creators: ['DG75-L201'],
      members: [concept, other],
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('exports a concept as an ODT in the first language: labels, facts, links by type with labels, the four notes', async () => {
    const response = await as('reader', 'GET', `/concepts/concept/export/${concept}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(ODT);
    expect(fileName(response.headers['content-disposition'])).toBe(`${concept}TauxDeChômage${Run}.odt`);
    expect(response.headers['content-disposition']).toContain(`filename="${concept}TauxDeChomage${Run}.odt"`);
    const { blocks, content } = readOdf(response.rawPayload, ODT);
    const text = blocks.join('\n');
    expect(blocks[0]).toBe(label('Taux de chômage'));
    expect(blocks).toContain(`Identifiant\u00a0: ${concept}`);
    expect(blocks).toContain('Libellés alternatifs\u00a0: TC, Chômage (taux)');
    expect(blocks).toContain('Propriétaire\u00a0: DG75-L201');
    // The dissemination status by its label, never its identifier.
    const specific = statuses.find((status) => status.id === 'PublicSpecifique')!;
    expect(blocks).toContain(`Statut de diffusion\u00a0: ${specific.labelLg1}`);
    expect(text).not.toContain('PublicSpecifique');
    expect(blocks).toContain('Date de fin de validité\u00a0: 31 décembre 2030');
    expect(blocks).toContain('Version\u00a0: 1');
    expect(blocks).toContain('État de publication\u00a0: Provisoire, jamais publié');
    // Links: a heading per type, the linked concepts by their labels.
    const at = (heading: string) => blocks.indexOf(heading);
    expect(at('Concepts parents')).toBeGreaterThan(at('Liens'));
    expect(blocks[at('Concepts parents') + 1]).toBe(label('Population active'));
    expect(blocks[at('Concepts liés') + 1]).toBe(label('Emploi'));
    expect(blocks[at('Concepts équivalents') + 1]).toBe('https://www.ilo.org/unemployment');
    expect(text).not.toContain(broader);
    expect(text).not.toContain(related);
    // The notes in French, rich text as paragraphs and lists; the empty change note left out.
    expect(blocks[at('Définition') + 1]).toBe('Part des chômeurs dans la population active.');
    expect(blocks[at('Définition') + 2]).toBe('au sens du BIT');
    expect(blocks[at('Définition courte') + 1]).toBe('Chômeurs rapportés aux actifs.');
    expect(blocks[at('Note éditoriale') + 1]).toBe('Note « éditoriale » & interne.');
    expect(at('Note de changement')).toBe(-1);
    expect(text).not.toContain('Share of the');
    expect(content).toContain('<text:span text:style-name="Strong_20_Emphasis">chômeurs</text:span>');
  });

  it('exports it in the second language when asked: its labels and notes, the document in its words', async () => {
    const response = await as('reader', 'GET', `/concepts/concept/export/${concept}?langue=lg2`);
    expect(response.statusCode).toBe(200);
    expect(fileName(response.headers['content-disposition'])).toBe(`${concept}UnemploymentRate${Run}.odt`);
    const { blocks, content } = readOdf(response.rawPayload, ODT);
    expect(blocks[0]).toBe(label('Unemployment rate'));
    expect(blocks).toContain('Alternative labels: UR');
    const specific = statuses.find((status) => status.id === 'PublicSpecifique')!;
    expect(blocks).toContain(`Dissemination status: ${specific.labelLg2}`);
    expect(blocks[blocks.indexOf('Definition') + 1]).toBe('Share of the unemployed in the labour force.');
    expect(blocks[blocks.indexOf('Short definition') + 1]).toBe('Unemployed over labour force.');
    // A note without its English version is the French one, marked as French.
    expect(blocks[blocks.indexOf('Editorial note') + 1]).toBe('Note « éditoriale » & interne.');
    expect(content).toMatch(/<text:p text:style-name="Body_Lg1">Note « éditoriale » &amp; interne\.<\/text:p>/);
    // A linked concept without an English label keeps its French one, marked so.
    expect(blocks[blocks.indexOf('Related concepts') + 1]).toBe(label('Emploi'));
    expect(content).toContain(`<text:span text:style-name="Lg1">${label('Emploi')}</text:span>`);
    expect(content).toContain('fo:language="en" fo:country="GB"');
  });

  it('exports a selection as a ZIP: one ODT of every concept, one ODS row per concept with both languages, or one ODT each', async () => {
    const ids = `${concept}_AND_${other}`;
    const odt = await as('reader', 'GET', `/concepts/concept/export-zip/${ids}/odt`);
    expect(odt.statusCode, odt.body).toBe(200);
    expect(odt.headers['content-type']).toBe('application/zip');
    expect(fileName(odt.headers['content-disposition'])).toBe('Concepts.zip');
    const [document] = readZip(odt.rawPayload);
    expect(readZip(odt.rawPayload)).toHaveLength(1);
    expect(document!.name).toBe('Concepts.odt');
    const { blocks } = readOdf(document!.data, ODT);
    expect(blocks[0]).toBe('Sélection de 2 concepts');
    expect(blocks).toContain(label('Taux de chômage'));
    expect(blocks).toContain(label('Halo autour du chômage'));
    expect(blocks).toContain('Personnes sans emploi qui souhaitent travailler.');

    const ods = await as('reader', 'GET', `/concepts/concept/export-zip/${ids}/ods?langue=lg2`);
    expect(ods.statusCode).toBe(200);
    const [sheet] = readZip(ods.rawPayload);
    expect(sheet!.name).toBe('Concepts.ods');
    const tables = sheetRows(readOdf(sheet!.data, ODS).content);
    const rows = tables.get('Concepts')!;
    expect(rows[0]!.slice(0, 3)).toEqual(['Identifier', 'Label (fr)', 'Label (en)']);
    expect(rows).toHaveLength(3);
    const row = rows.find((cells) => cells[0] === concept)!;
    const column = (name: string) => row[rows[0]!.indexOf(name)];
    expect(column('Label (fr)')).toBe(label('Taux de chômage'));
    expect(column('Label (en)')).toBe(label('Unemployment rate'));
    expect(column('Alternative labels (fr)')).toBe('TC; Chômage (taux)');
    expect(column('Definition (fr)')).toContain('Part des chômeurs dans la population active.');
    expect(column('Definition (en)')).toBe('Share of the unemployed in the labour force.');
    expect(column('Dissemination status')).toBe(statuses.find((status) => status.id === 'PublicSpecifique')!.labelLg2);
    expect(column('Broader concepts')).toBe(label('Population active'));
    expect(column('End of validity')).toBe('2030-12-31');

    const each = await as('reader', 'GET', `/concepts/concept/export-zip/${ids}/odt?withConcepts=true`);
    expect(each.statusCode).toBe(200);
    const entries = readZip(each.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([`${concept}TauxDeChômage${Run}.odt`, `${other}HaloAutourDuChômage${Run}.odt`]);
    expect(readOdf(entries[1]!.data, ODT).blocks[0]).toBe(label('Halo autour du chômage'));
  });

  it('exports a collection: its document lists its members by label; withConcepts adds one ODT per member', async () => {
    const odt = await as('reader', 'GET', `/concepts-collections/export/${collection}/odt`);
    expect(odt.statusCode, odt.body).toBe(200);
    expect(odt.headers['content-type']).toBe(ODT);
    expect(fileName(odt.headers['content-disposition'])).toBe(`MarchéDuTravail${Run}.odt`);
    const { blocks } = readOdf(odt.rawPayload, ODT);
    expect(blocks[0]).toBe(label('Marché du travail'));
    expect(blocks).toContain('Les concepts du marché du travail.');
    const members = blocks.indexOf('Membres (2)');
    expect(blocks.slice(members + 1, members + 3).sort()).toEqual([label('Halo autour du chômage'), label('Taux de chômage')].sort());
    expect(blocks.join('\n')).not.toContain(concept);

    const ods = await as('reader', 'GET', `/concepts-collections/export/${collection}/ods`);
    expect(ods.headers['content-type']).toBe(ODS);
    const tables = sheetRows(readOdf(ods.rawPayload, ODS).content);
    expect(tables.get('Collections')![1]!.slice(0, 5)).toEqual([collection, label('Marché du travail'), label('Labour market'), 'Les concepts du marché du travail.', 'Labour market concepts.']);
    expect(tables.get('Membres')!.slice(1).map((row) => row[2]).sort()).toEqual([label('Halo autour du chômage'), label('Taux de chômage')].sort());

    const zip = await as('reader', 'GET', `/concepts-collections/export/${collection}/odt?withConcepts=true&langue=lg2`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(fileName(zip.headers['content-disposition'])).toBe(`LabourMarket${Run}.zip`);
    const names = readZip(zip.rawPayload).map((entry) => entry.name);
    expect(names).toEqual([`LabourMarket${Run}.odt`, `${concept}UnemploymentRate${Run}.odt`, `${other}HaloAutourDuChômage${Run}.odt`]);

    const selection = await as('reader', 'GET', `/concepts-collections/export-zip/${collection}/ods`);
    expect(selection.statusCode).toBe(200);
    expect(readZip(selection.rawPayload).map((entry) => entry.name)).toEqual([`MarchéDuTravail${Run}.ods`]);
  });

  it('refuses callers without READ, unknown records, unknown types and malformed selections, with their codes', async () => {
    const nobody = await as('nobody', 'GET', `/concepts/concept/export/${concept}`);
    expect(nobody.statusCode).toBe(403);
    expect((await as('nobody', 'GET', `/concepts-collections/export/${collection}/odt`)).statusCode).toBe(403);
    expect((await as('nobody', 'GET', `/concepts/concept/export-zip/${concept}/ods`)).statusCode).toBe(403);

    const unknown = await as('reader', 'GET', '/concepts/concept/export/c999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('141');
    const oneUnknown = await as('reader', 'GET', `/concepts/concept/export-zip/${concept}_AND_c999999/odt`);
    expect(oneUnknown.statusCode).toBe(404);
    expect(oneUnknown.json().code).toBe('141');
    const unknownCollection = await as('reader', 'GET', '/concepts-collections/export/00000000-0000-4000-8000-000000000000/odt');
    expect(unknownCollection.statusCode).toBe(404);
    expect(unknownCollection.json().code).toBe('NOT_FOUND');

    const type = await as('reader', 'GET', `/concepts/concept/export-zip/${concept}/pdf`);
    expect(type.statusCode).toBe(400);
    expect(type.json().code).toBe('VALIDATION_FAILED');
    expect((await as('reader', 'GET', `/concepts-collections/export/${collection}/docx`)).json().code).toBe('VALIDATION_FAILED');
    const language = await as('reader', 'GET', `/concepts/concept/export/${concept}?langue=de`);
    expect(language.statusCode).toBe(400);
    expect(language.json().code).toBe('VALIDATION_FAILED');
    const empty = await as('reader', 'GET', `/concepts/concept/export-zip/${concept}_AND__AND_${other}/odt`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['params', 'ids'], code: 'invalid_ids' }] });
  });

  const sendBody = { recipient: 'comite@example.org', subject: 'Taux de chômage', message: 'Pour la réunion de jeudi.' };

  it('sends a concept by mail: the SMTP server receives it, its ODT attached', async () => {
    received.length = 0;
    const response = await as('admin', 'POST', `/concepts/concept/send/${concept}`, sendBody);
    expect(response.statusCode, response.body).toBe(204);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['comite@example.org']);
    expect(mail!.from).toBe('atelier@example.org');
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Taux_de_ch=C3=B4mage\?=|^Subject: Taux de chômage/m);
    expect(mail!.raw).toContain('Pour la r');
    const attachment = attachmentOf(mail!.raw, ODT);
    expect(attachment.name).toContain(`${concept}TauxDeCh`);
    const { blocks } = readOdf(attachment.data, ODT);
    expect(blocks[0]).toBe(label('Taux de chômage'));
    expect(blocks).toContain('Chômeurs rapportés aux actifs.');
  });

  it('sends a collection by mail, in the second language when asked', async () => {
    received.length = 0;
    const response = await as('admin', 'POST', `/concepts/collection/send/${collection}`, { ...sendBody, subject: 'Labour market', langue: 'lg2' });
    expect(response.statusCode, response.body).toBe(204);
    expect(received).toHaveLength(1);
    expect(readOdf(attachmentOf(received[0]!.raw, ODT).data, ODT).blocks[0]).toBe(label('Labour market'));
  });

  it('refuses sending without UPDATE on the record (104, 904), a bad body (400) and an unknown record (141), sending nothing', async () => {
    received.length = 0;
    const reader = await as('reader', 'POST', `/concepts/concept/send/${concept}`, sendBody);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().code).toBe('104');
    // A manager updates the concepts of their stamp only.
    const theirs = await as('manager', 'POST', `/concepts/concept/send/${concept}`, sendBody);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('104');
    const collectionReader = await as('reader', 'POST', `/concepts/collection/send/${collection}`, sendBody);
    expect(collectionReader.statusCode).toBe(403);
    expect(collectionReader.json().code).toBe('904');
    const bad = await as('admin', 'POST', `/concepts/concept/send/${concept}`, { recipient: 'not an address', subject: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const unknown = await as('admin', 'POST', '/concepts/concept/send/c999999', sendBody);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('141');
    expect(received).toHaveLength(0);
    // Their own concept, the manager may send.
    expect((await as('manager', 'POST', `/concepts/concept/send/${other}`, sendBody)).statusCode).toBe(204);
    expect(received).toHaveLength(1);
  });

  it('answers MAIL_NOT_SENT when the mail server refuses the message', async () => {
    received.length = 0;
    const response = await as('admin', 'POST', `/concepts/concept/send/${concept}`, { ...sendBody, recipient: 'nobody@refused.example.org' });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('MAIL_NOT_SENT');
    expect(received).toHaveLength(0);
  });

  it('answers MAIL_NOT_SENT when the mail server refuses the sign-in', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const wrong = await createTestServer({ seed: false, authenticate: usersAuthenticator(users), config: { smtpUrl: `smtp://atelier:wrong@127.0.0.1:${port}` } });
    try {
      const id = (await wrong.app.inject({ method: 'POST', url: '/api/concepts/concept', headers: { authorization: 'Bearer admin' }, payload: { prefLabelLg1: 'Concept', definitionLg1: '<p>D.</p>', creators: ['DG75-L201'] } })).body;
      const response = await wrong.app.inject({ method: 'POST', url: `/api/concepts/concept/send/${id}`, headers: { authorization: 'Bearer admin' }, payload: sendBody });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('MAIL_NOT_SENT');
    } finally {
      await wrong.close();
    }
  });

  it('refuses sending with MAIL_NOT_CONFIGURED when no SMTP server is configured, and GET /init says so', async () => {
    const plain = await createTestServer({ seed: false, authenticate: usersAuthenticator(users) });
    try {
      expect((await plain.app.inject({ url: '/api/init' })).json().mailConfigured).toBe(false);
      const send = (url: string) => plain.app.inject({ method: 'POST', url, headers: { authorization: 'Bearer admin' }, payload: sendBody });
      const response = await send('/api/concepts/concept/send/c0001');
      expect(response.statusCode).toBe(501);
      expect(response.json().code).toBe('MAIL_NOT_CONFIGURED');
      expect((await send('/api/concepts/collection/send/00000000-0000-4000-8000-000000000000')).json().code).toBe('MAIL_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
    expect((await as('reader', 'GET', '/init')).json().mailConfigured).toBe(true);
  });
});

import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';
import { schemaErrors } from '../../../../test/standards.ts';
import { SDMX_METADATA_ML_MEDIA_TYPE } from '../../../lib/sdmx/metadata-ml.ts';
import { SDMX_ML_MEDIA_TYPE } from '../../../lib/sdmx/structure-ml.ts';

type Element = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['md:Attribute', 'str:MetadataAttribute', 'com:Text', 'com:StructuredText', 'md:Value', 'str:Concept', 'com:Annotation', 'com:Name'].includes(name),
});
const children = (element: Element, name: string) => (element[name] as Element[] | undefined) ?? [];

/** The metadata structure's attributes by path (`S_1/S_1_1`), each with its representation. */
function structureAttributes(structure: string): Map<string, { textType?: string; codelist?: string; isPresentational: boolean; maxOccurs: string }> {
  const msd = (parser.parse(structure) as Element)['mes:Structure'] as Element;
  const list = (((msd['mes:Structures'] as Element)['str:MetadataStructures'] as Element)['str:MetadataStructure'] as Element)['str:MetadataStructureComponents'] as Element;
  const found = new Map<string, { textType?: string; codelist?: string; isPresentational: boolean; maxOccurs: string }>();
  const walk = (element: Element, path: string) => {
    for (const attribute of children(element, 'str:MetadataAttribute')) {
      const here = `${path}${String(attribute['@id'])}`;
      const representation = attribute['str:LocalRepresentation'] as Element | undefined;
      const textFormat = representation?.['str:TextFormat'] as Element | undefined;
      found.set(here, {
        ...(textFormat ? { textType: String(textFormat['@textType']) } : {}),
        ...(typeof representation?.['str:Enumeration'] === 'string' ? { codelist: representation['str:Enumeration'] } : {}),
        isPresentational: attribute['@isPresentational'] === 'true',
        maxOccurs: String(attribute['@maxOccurs']),
      });
      walk(attribute, `${here}/`);
    }
  };
  walk(list['str:MetadataAttributeList'] as Element, '');
  return found;
}

/**
 * Where a report's message departs from the structure, rubric by rubric: an attribute the structure
 * does not have at that place, a value on a heading, a value not of its representation, an attribute
 * repeated that may not be. None when it conforms.
 */
function misfits(report: string, structure: ReturnType<typeof structureAttributes>): string[] {
  const set = ((parser.parse(report) as Element)['mes:GenericMetadata'] as Element)['mes:MetadataSet'] as Element;
  const problems: string[] = [];
  const walk = (element: Element, path: string) => {
    const seen = new Map<string, number>();
    for (const attribute of children(element, 'md:Attribute')) {
      const here = `${path}${String(attribute['@id'])}`;
      seen.set(here, (seen.get(here) ?? 0) + 1);
      const entry = structure.get(here);
      const values = children(attribute, 'md:Value') as unknown as string[];
      const texts = children(attribute, 'com:Text');
      const structured = children(attribute, 'com:StructuredText');
      if (!entry) problems.push(`${here}: not in the structure`);
      else if (entry.isPresentational && values.length + texts.length + structured.length > 0) problems.push(`${here}: a heading holds a value`);
      else if (entry.codelist && (texts.length + structured.length > 0 || values.length > 1)) problems.push(`${here}: not one code`);
      else if (entry.textType === 'XHTML' && values.length + texts.length > 0) problems.push(`${here}: not structured text`);
      else if (entry.textType === 'String' && structured.length > 0) problems.push(`${here}: structured text where text is expected`);
      else if (entry.textType === 'GregorianDay' && (values.length !== 1 || !/^\d{4}-\d{2}-\d{2}$/.test(values[0] ?? ''))) problems.push(`${here}: not a day`);
      walk(attribute, `${here}/`);
    }
    for (const [here, count] of seen) if (count > 1 && structure.get(here)?.maxOccurs !== 'unbounded') problems.push(`${here}: reported ${count} times`);
  };
  walk(set, '');
  return problems;
}

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
};
const run = Date.now().toString(36);

// Quality reports as SDMX-ML 3.0 reference metadata, on their read path by Accept.
describe('quality reports as SDMX reference metadata', () => {
  let server: TestServer;
  const get = (user: keyof typeof users, id: string, accept?: string) =>
    server.app.inject({ url: `/api/operations/metadataReport/${id}`, headers: { authorization: `Bearer ${user}`, ...(accept === undefined ? {} : { accept }) } });
  const create = async (url: string, payload: object) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/operations${url}`, headers: { authorization: 'Bearer admin' }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  }, 120_000);
  afterAll(() => server.close());

  it('exports every seeded report, valid against the official schema', async () => {
    const ids = (await server.app.inject({ url: '/api/operations/metadataReports', headers: { authorization: 'Bearer admin' } })).json<{ id: string }[]>().map((report) => report.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const files: Record<string, string> = {};
    for (const id of ids) {
      const response = await get('admin', id, SDMX_METADATA_ML_MEDIA_TYPE);
      expect(response.statusCode, id).toBe(200);
      expect(response.headers['content-type']).toBe(SDMX_METADATA_ML_MEDIA_TYPE);
      expect(response.headers['content-disposition']).toContain(`filename="${id}.xml"`);
      expect(response.body, id).toContain('<md:Attribute ');
      files[`report-${id}`] = response.body;
    }
    expect(schemaErrors(files)).toEqual([]);
    console.info(`${ids.length} seeded reports validated as SDMX-ML 3.0 GenericMetadata`);
  });

  it('fails the schema when a message is broken: the check can fail', async () => {
    const body = (await get('admin', '1979', SDMX_METADATA_ML_MEDIA_TYPE)).body;
    // A rubric's original identifier where SDMX wants its own.
    const dotted = body.replace(/<md:Attribute id="([A-Z])_(\d+)"/, '<md:Attribute id="$1.$2"');
    expect(dotted).not.toBe(body);
    expect(schemaErrors({ dotted }).join('\n')).toMatch(/attribute 'id'.*The value '[A-Z]\.\d+' is not accepted by the pattern/);
    // Two values in one attribute, which 3.0.1 no longer allows.
    const twoValues = body.replace(/(<md:Value>[^<]*<\/md:Value>)/, '$1$1');
    expect(twoValues).not.toBe(body);
    expect(schemaErrors({ twoValues }).join('\n')).toMatch(/Value/);
    // Structured text is checked too: an element rich texts never hold is refused.
    const script = body.replace('<div xmlns="http://www.w3.org/1999/xhtml">', '<div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script>');
    expect(script).not.toBe(body);
    expect(schemaErrors({ script }).join('\n')).toMatch(/script/);
  });

  it('writes the report: its target, rubrics nested as the structure nests them, texts in both languages, codes, dates, "not applicable", the original rubric identifiers', async () => {
    const familyId = await create('/family', { prefLabelLg1: `Famille SDMX ${run}`, prefLabelLg2: `Family SDMX ${run}` });
    const seriesId = await create('/series', { familyId, prefLabelLg1: `Série SDMX ${run}`, prefLabelLg2: `Series SDMX ${run}` });
    const operationId = await create('/operation', { seriesId, prefLabelLg1: `Opération SDMX ${run}`, prefLabelLg2: `Operation SDMX ${run}`, year: 2026 });
    const id = await create('/metadataReport', {
      target: operationId,
      rubrics: [
        { idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'insee' },
        { idAttribute: 'S.1.3', rangeType: 'TEXT', labelLg1: 'Division « Emploi » & co', labelLg2: 'Employment division' },
        { idAttribute: 'S.2.1', rangeType: 'DATE', value: '2026-11-02' },
        { idAttribute: 'S.3.1', rangeType: 'RUBRIQUE_SANS_OBJECT' },
        {
          idAttribute: 'S.3.4',
          rangeType: 'RICH_TEXT',
          labelLg1: '<p>Les <strong>concepts</strong><br>et <a href="https://www.insee.fr/">le site</a></p><ul><li>un</li></ul><script>x</script>',
          labelLg2: '<p>The <em>concepts</em></p>',
          documentsLg1: [{ kind: 'document', id: '1302' }],
          documentsLg2: [],
        },
        { idAttribute: 'S.3.7', rangeType: 'GEOGRAPHY', value: 'franceHorsMayotte' },
        { idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['Q', 'A'] },
      ],
    });
    const response = await get('admin', id, SDMX_METADATA_ML_MEDIA_TYPE);
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(schemaErrors({ report: xml })).toEqual([]);

    const original = (rubric: string) =>
      `<com:Annotations><com:Annotation><com:AnnotationTitle>${rubric}</com:AnnotationTitle><com:AnnotationType>ORIGINAL_ID</com:AnnotationType></com:Annotation>`;
    // The header names the sender and the metadata structure; the set, its flow and the documented operation.
    expect(xml).toContain('<mes:Sender id="FR1"/><mes:Structure structureID="MSD"><com:Structure>urn:sdmx:org.sdmx.infomodel.metadatastructure.MetadataStructure=FR1:SIMS(1.0)</com:Structure></mes:Structure>');
    expect(xml).toContain(`agencyID="FR1" id="${id}" version="1.0">`);
    expect(xml).toContain(`<com:Name xml:lang="fr">Rapport qualité : Opération SDMX ${run}</com:Name><com:Name xml:lang="en">Quality report: Operation SDMX ${run}</com:Name>`);
    expect(xml).toContain(
      `<md:Metadataflow>urn:sdmx:org.sdmx.infomodel.metadatastructure.Metadataflow=FR1:SIMS(1.0)</md:Metadataflow><md:Target>urn:sdmx:org.sdmx.infomodel.categoryscheme.Category=FR1:OPERATIONS(1.0).${operationId}</md:Target>`,
    );
    // Rubrics within their sections, each with its original identifier; a text in both languages.
    expect(xml).toContain(
      `<md:Attribute id="S_1">${original('S.1')}</com:Annotations><md:Attribute id="S_1_1">${original('S.1.1')}</com:Annotations><md:Value>insee</md:Value></md:Attribute>` +
        `<md:Attribute id="S_1_3">${original('S.1.3')}</com:Annotations><com:Text xml:lang="fr">Division « Emploi » &amp; co</com:Text><com:Text xml:lang="en">Employment division</com:Text></md:Attribute></md:Attribute>`,
    );
    expect(xml).toContain(`<md:Attribute id="S_2_1">${original('S.2.1')}</com:Annotations><md:Value>2026-11-02</md:Value></md:Attribute>`);
    // "Not applicable" is marked.
    expect(xml).toContain(`<md:Attribute id="S_3_1">${original('S.3.1')}<com:Annotation><com:AnnotationType>NOT_APPLICABLE</com:AnnotationType></com:Annotation></com:Annotations></md:Attribute>`);
    // Rich text as XHTML in each language (scripts dropped, links kept), the documents cited as annotations.
    expect(xml).toContain(
      '<com:StructuredText xml:lang="fr"><div xmlns="http://www.w3.org/1999/xhtml"><p>Les <strong>concepts</strong><br/>et <a href="https://www.insee.fr/">le site</a></p><ul><li>un</li></ul></div></com:StructuredText>' +
        '<com:StructuredText xml:lang="en"><div xmlns="http://www.w3.org/1999/xhtml"><p>The <em>concepts</em></p></div></com:StructuredText>',
    );
    expect(xml).toMatch(/<md:Attribute id="S_3_4">.*<com:Annotation id="document-1302"><com:AnnotationTitle>[^<]+<\/com:AnnotationTitle><com:AnnotationType>DOCUMENT<\/com:AnnotationType>.*<com:AnnotationText xml:lang="fr">/);
    expect(xml).toContain(`<md:Attribute id="S_3_7">${original('S.3.7')}</com:Annotations><md:Value>franceHorsMayotte</md:Value></md:Attribute>`);
    // Several codes: the attribute once per code, each its one value.
    expect(xml).toContain(`<md:Attribute id="S_9">${original('S.9')}</com:Annotations><md:Value>Q</md:Value></md:Attribute><md:Attribute id="S_9">${original('S.9')}</com:Annotations><md:Value>A</md:Value></md:Attribute>`);
    // Rubrics left empty are not reported.
    expect(xml).not.toContain('id="S_5"');
  });

  it('answers the format Accept prefers: JSON as always, SDMX when asked, and says that the answer depends on Accept', async () => {
    const JSON_TYPE = 'application/json; charset=utf-8';
    for (const [accept, type] of [
      [undefined, JSON_TYPE],
      ['*/*', JSON_TYPE],
      ['application/json', JSON_TYPE],
      ['application/vnd.sdmx.genericmetadata+xml;version=2.1', JSON_TYPE],
      ['application/vnd.sdmx.genericmetadata+xml;version=3.0.0', SDMX_METADATA_ML_MEDIA_TYPE],
      ['application/vnd.sdmx.genericmetadata+xml', SDMX_METADATA_ML_MEDIA_TYPE],
      ['application/vnd.sdmx.genericmetadata+xml;q=0.5, application/json', JSON_TYPE],
    ] as const) {
      const response = await get('admin', '1979', accept);
      expect([response.statusCode, response.headers['content-type']], String(accept)).toEqual([200, type]);
      expect(String(response.headers.vary).split(/\s*,\s*/), String(accept)).toContain('Accept');
    }
    expect((await get('admin', '1979')).json()).toMatchObject({ id: '1979', labelLg1: 'Rapport qualité : Enquête emploi en continu 2020' });
  });

  it('refuses a caller who may not read reports (403) before saying whether the report exists, and answers 404 for an unknown report', async () => {
    for (const id of ['1979', '999999']) {
      const refused = await get('nobody', id, SDMX_METADATA_ML_MEDIA_TYPE);
      expect([refused.statusCode, refused.json().code], id).toEqual([403, 'FORBIDDEN']);
    }
    const unknown = await get('admin', '999999', SDMX_METADATA_ML_MEDIA_TYPE);
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    const anonymous = await server.app.inject({ url: '/api/operations/metadataReport/1979', headers: { accept: SDMX_METADATA_ML_MEDIA_TYPE } });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('the metadata structure', () => {
    /** The structure's path, as SDMX-ML unless another Accept is given (null: none). */
    const structure = (user: keyof typeof users = 'admin', accept: string | null = SDMX_ML_MEDIA_TYPE) =>
      server.app.inject({ url: '/api/operations/metadataStructureDefinition', headers: { authorization: `Bearer ${user}`, ...(accept === null ? {} : { accept }) } });
    /** The element of the message starting with `start`, up to its first child of the structure (short enough to read in a failure). */
    const excerpt = (xml: string, start: string, length = 600) => xml.slice(xml.indexOf(start), xml.indexOf(start) + length);

    it('exports the 96 rubrics as an SDMX-ML 3.0 metadata structure with its concepts and flow, valid against the official schema', async () => {
      const response = await structure();
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, SDMX_ML_MEDIA_TYPE]);
      expect(response.headers['content-disposition']).toContain('filename="SIMS.xml"');
      const xml = response.body;
      expect(schemaErrors({ msd: xml })).toEqual([]);
      const attributes = structureAttributes(xml);
      expect(attributes.size).toBe(96);
      // Nested as the structure nests them, identifiers mapped, the original kept, representations by range type.
      expect(attributes.get('S_1/S_1_1')).toMatchObject({ isPresentational: false });
      expect(attributes.get('S_1')).toMatchObject({ isPresentational: true });
      expect(attributes.get('S_9')).toEqual({ codelist: 'urn:sdmx:org.sdmx.infomodel.codelist.Codelist=FR1:CL_FREQ(1.0)', isPresentational: false, maxOccurs: 'unbounded' });
      expect([...attributes.values()].filter((entry) => entry.textType === 'XHTML').length).toBeGreaterThan(10);
      expect(excerpt(xml, '<str:MetadataAttribute id="S_1_1"')).toMatch(
        /^<str:MetadataAttribute id="S_1_1" minOccurs="\d" maxOccurs="1" isPresentational="false"><com:Annotations><com:Annotation><com:AnnotationTitle>S\.1\.1<\/com:AnnotationTitle><com:AnnotationType>ORIGINAL_ID<\/com:AnnotationType><\/com:Annotation><\/com:Annotations><str:ConceptIdentity>urn:sdmx:org\.sdmx\.infomodel\.conceptscheme\.Concept=FR1:SIMS_CONCEPTS\(1\.0\)\.S_1_1<\/str:ConceptIdentity>/,
      );
      // Each rubric's concept: its labels and definition in both languages, its broader concept.
      expect(excerpt(xml, '<str:Concept urn="urn:sdmx:org.sdmx.infomodel.conceptscheme.Concept=FR1:SIMS_CONCEPTS(1.0).S_1_1"', 800)).toMatch(
        /^<str:Concept [^>]*id="S_1_1">.*<com:Name xml:lang="fr">Organisme de contact<\/com:Name><com:Name xml:lang="en">Contact organisation<\/com:Name><com:Description xml:lang="fr">[^<]+<\/com:Description><com:Description xml:lang="en">[^<]+<\/com:Description><str:Parent>S_1<\/str:Parent><\/str:Concept>/,
      );
      expect(excerpt(xml, '<str:Metadataflow ', 900)).toContain(
        '<str:Structure>urn:sdmx:org.sdmx.infomodel.metadatastructure.MetadataStructure=FR1:SIMS(1.0)</str:Structure><str:Target>urn:sdmx:org.sdmx.infomodel.categoryscheme.Category=FR1:OPERATIONS(1.0).*</str:Target>',
      );
    });

    it('every seeded report conforms to it, rubric by rubric; a report that departs from it is caught', async () => {
      const attributes = structureAttributes((await structure()).body);
      const ids = (await server.app.inject({ url: '/api/operations/metadataReports', headers: { authorization: 'Bearer admin' } })).json<{ id: string }[]>().map((report) => report.id);
      for (const id of ids) expect(misfits((await get('admin', id, SDMX_METADATA_ML_MEDIA_TYPE)).body, attributes), id).toEqual([]);
      const body = (await get('admin', '1979', SDMX_METADATA_ML_MEDIA_TYPE)).body;
      const section = /<md:Attribute id="(S_\d+)">/.exec(body)![1]!;
      expect(attributes.get(section)?.isPresentational).toBe(true);
      // A rubric where the structure has none, and a section heading given a value.
      const misplaced = body.replace(`<md:Attribute id="${section}">`, `<md:Attribute id="${section}"><md:Attribute id="S_99"/>`);
      expect(misfits(misplaced, attributes)).toEqual([`${section}/S_99: not in the structure`]);
      const headingValue = body.replace(`<md:Attribute id="${section}">`, `<md:Attribute id="${section}"><com:Text xml:lang="fr">Titre</com:Text>`);
      expect(misfits(headingValue, attributes)).toEqual([`${section}: a heading holds a value`]);
    });

    it('answers JSON as always, the structure when asked, and refuses a caller who may not read reports', async () => {
      for (const accept of [null, '*/*', 'application/json', 'application/vnd.sdmx.structure+xml;version=2.1']) {
        const response = await structure('admin', accept);
        expect([response.statusCode, response.headers['content-type']], String(accept)).toEqual([200, 'application/json; charset=utf-8']);
        expect(response.json<unknown[]>()).toHaveLength(96);
        expect(String(response.headers.vary)).toContain('Accept');
      }
      expect((await structure('admin', 'application/vnd.sdmx.structure+xml')).headers['content-type']).toBe(SDMX_ML_MEDIA_TYPE);
      const refused = await structure('nobody');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    });
  });
});

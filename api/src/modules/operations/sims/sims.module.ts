import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MsdRubricSchema, StampSchema, citedBy, simsKind, SIMS_SIBLINGS_SHARE, type PayloadOf } from '@atelier/contracts';
import { identityOf } from '../../../auth/access.ts';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { negotiate } from '../../../lib/negotiation.ts';
import { SDMX_ML_MEDIA_TYPE } from '../../../lib/sdmx/structure-ml.ts';
import { sendFile } from '../../../lib/send-file.ts';
import { apiKind, type ApiKind, type KindRegistry } from '../../../records/api-kind.ts';
import type { ApiModule } from '../../../records/module.ts';
import { kindAccess, sendId } from '../../../records/routes.ts';
import { firstPointing, lockRecords, pointingToSiblingsOf } from '../../../records/queries.ts';
import { deleteRecord } from '../../../records/writes.ts';
import { getRecord } from '../../../records/reads.ts';
import { governingStamps, type RequestContext } from '../../../records/authorization.ts';
import { refuseReportAndOperations } from '../series-report-rule.ts';
import { registerSimsExport } from './export/export.routes.ts';
import { checkRubrics, readMsd, targetKind } from './rubric-rules.ts';
import { SIMS_MSD_ID, simsRepresentations, simsStructureMessage, type SimsSdmxOptions } from './sdmx.ts';

// Quality reports (spec §2–§5, §7 Sims; api-reference §5.2 MSD and Sims, §7): the generic record
// rules (publication after the documented object, 804; owners of the documented object; history;
// 409 on stale copies) from the declaration, and here what is theirs: rubrics that fit the metadata
// structure, one report per documented object, a series with a report or operations (663), only a
// series' report deleted (862), the metadata structure itself and the owners' endpoint.

type SimsPayload = PayloadOf<typeof simsKind>;

/** The rubrics checked and what they cite; on create, the documented object taken for this report. */
async function prepare(tx: Db, payload: SimsPayload, before: SimsPayload | null): Promise<SimsPayload> {
  const rubrics = await checkRubrics(tx, payload.rubrics);
  if (!before) {
    const kind = await targetKind(tx, payload.target);
    if (kind === 'series') await refuseReportAndOperations(tx, payload.target, 'report');
    // One report per documented object: the object's row is locked, so two reports created for it
    // at once are checked one after the other.
    if (kind) await lockTarget(tx, kind, payload.target);
  }
  return { ...payload, rubrics, ...citedBy(rubrics) };
}

async function lockTarget(tx: Db, kind: string, id: string): Promise<void> {
  await lockRecords(tx, kind, [id]);
  const existing = await firstPointing(tx, { kind: simsKind.name, field: 'target' }, { kind, id });
  if (existing) throw new ApiError('ALREADY_DOCUMENTED', undefined, { target: id, sims: existing });
}

const simsApi = (representations: SimsSdmxOptions) => apiKind(simsKind, {
  prepare,
  filters: ({ siblingsOf }) => [siblingsOf ? pointingToSiblingsOf('target', siblingsOf, SIMS_SIBLINGS_SHARE) : undefined],
  // Only a series' report may be deleted: an operation's or indicator's is part of its record.
  async writeExternal(tx, record, _body, action) {
    if (action === 'delete' && (await targetKind(tx, record.payload.target)) !== 'series') {
      throw new ApiError('862', undefined, { id: record.id });
    }
    return [];
  },
  // Also SDMX-ML 3.0 reference metadata, by Accept on the read path.
  representations: simsRepresentations(representations),
});

async function simsRoutes(app: FastifyInstance, { db, kinds }: { db: Db; kinds: KindRegistry }, sims: ApiKind, { agencyId, languages }: SimsSdmxOptions): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });
  const msdSchema = { tags: ['sims'], response: { 200: z.array(MsdRubricSchema) } };

  // JSON first, as always; SDMX-ML 3.0 when Accept prefers it.
  const msdOffers = [{ types: ['application/json', '*/*', 'application/*'] }, { types: [SDMX_ML_MEDIA_TYPE.split(';')[0]!], version: '3.0' }];
  typed.get(
    '/operations/metadataStructureDefinition',
    {
      config: kindAccess(simsKind, 'READ'),
      schema: {
        ...msdSchema,
        summary: 'The metadata structure',
        description:
          'Every rubric, section headings included, in the order of the numeric parts of their identifiers. ' +
          `Also, as \`Accept\` asks: \`${SDMX_ML_MEDIA_TYPE}\`, an SDMX-ML 3.0 structure message (the rubrics' concept scheme, the metadata structure \`SIMS\` and its metadataflow) as a file named \`SIMS.xml\`.`,
      },
    },
    async (request, reply) => {
      void reply.header('vary', 'Accept');
      const msd = await readMsd(db);
      if (negotiate(request.headers.accept, msdOffers) !== 1) return msd;
      return sendFile(reply, { ascii: SIMS_MSD_ID, unicode: SIMS_MSD_ID }, 'xml', SDMX_ML_MEDIA_TYPE, Buffer.from(simsStructureMessage(msd, { agencyId, languages })));
    },
  );
  typed.get(
    '/operations/metadataAttributes',
    {
      config: kindAccess(simsKind, 'READ'),
      schema: { ...msdSchema, summary: 'The rubrics that hold values', description: 'The metadata structure without its section headings, with the code list of CODE_LIST rubrics.' },
    },
    async () => (await readMsd(db)).filter((rubric) => !rubric.isPresentational),
  );
  typed.get(
    '/operations/metadataReport/Owner/:id',
    {
      config: kindAccess(simsKind, 'READ'),
      schema: {
        summary: "A report's owners",
        description: 'The stamps that govern the report: the owners of its series, of its operation\'s series, or of its indicator and its series.',
        tags: ['sims'],
        params: IdParamsSchema,
        response: { 200: z.array(StampSchema) },
      },
    },
    async (request) => {
      const record = await getRecord(context(request), sims, request.params.id);
      return governingStamps(db, simsKind, record);
    },
  );
  typed.delete(
    '/operations/metadataReport/delete/:id',
    {
      config: kindAccess(simsKind, 'DELETE'),
      schema: { summary: 'Delete a series\' report (older path)', tags: ['sims'], params: IdParamsSchema },
    },
    async (request, reply) => sendId(reply, await deleteRecord(context(request), sims, request.params.id)),
  );
  await registerSimsExport(app, { db, kinds, languages });
}

export interface SimsModuleOptions {
  /** The data languages' codes (`LG1`, `LG2`): the languages of exported texts. */
  languages?: { lg1: string; lg2: string };
  /** `DEFAULT_AGENCY_ID`: the maintenance agency of the SDMX structure and metadata sets. */
  agencyId?: string;
}

export function simsModule({ languages = { lg1: 'fr', lg2: 'en' }, agencyId = 'FR1' }: SimsModuleOptions = {}): ApiModule {
  const sims = simsApi({ agencyId, languages });
  return { tag: 'sims', kinds: [sims], routes: (app, options) => simsRoutes(app, options, sims, { agencyId, languages }) };
}

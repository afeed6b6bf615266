import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE_LIST_IMPORT_MEDIA_TYPES, CodeListImportQuerySchema, CodeListImportSchema } from '@atelier/contracts';
import type { RequestContext } from '../../../records/authorization.ts';
import type { ApiKind } from '../../../records/api-kind.ts';
import { kindAccess } from '../../../records/routes.ts';
import { importCodeLists } from './import.ts';
import type { Languages } from './parsed.ts';

export interface ImportRouteOptions {
  api: ApiKind;
  bodyLimit: number;
  languages: Languages;
  context: (request: FastifyRequest) => RequestContext;
}

/**
 * `POST /codeList/import`: the body is the file, read by its Content-Type. CREATE on code lists is
 * checked before the body is read (an existing list then needs UPDATE on it too); the body is taken
 * as bytes, whatever its type, up to the code lists' body limit, and read by the import itself.
 */
export async function registerImportRoute(app: FastifyInstance, { api, bodyLimit, languages, context }: ImportRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${api.kind.paths.list}/import`,
      {
        bodyLimit,
        config: kindAccess(api.kind, 'CREATE'),
        schema: {
          summary: 'Import code lists from a file, previewed (dryRun, the default) or written',
          description:
            `The body is the file, its format by Content-Type: ${CODE_LIST_IMPORT_MEDIA_TYPES.map((type) => `\`${type}\``).join(', ')} ` +
            '(CSV: a header row `code,labelLg1,labelLg2,descriptionLg1,descriptionLg2,parentCode`, `,` or `;`; the list named by the query). ' +
            'A dry run answers what each list would become and every problem, and writes nothing; otherwise all lists are written in one ' +
            'transaction, or none (400 VALIDATION_FAILED with the problems). 415 for another format, 400 BAD_REQUEST for a file that cannot be read.',
          tags: ['code lists'],
          consumes: [...CODE_LIST_IMPORT_MEDIA_TYPES],
          querystring: CodeListImportQuerySchema,
          response: { 200: CodeListImportSchema },
        },
      },
      async (request) =>
        importCodeLists(
          context(request),
          api,
          { contentType: request.headers['content-type'], body: Buffer.isBuffer(request.body) ? request.body : undefined },
          request.query,
          languages,
        ),
    );
  });
}

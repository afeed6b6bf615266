import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ApiErrorBody, type ErrorCode, type FieldIssue } from '@atelier/contracts';

/** A failure that the client caused or must know about, answered with its catalogue status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
  }

  toBody(): ApiErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** Fastify's own transport errors, named by their code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  // Multipart uploads (@fastify/multipart).
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_JSON_FIELD_ERROR: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
};

/** Generic codes for any other client error, by HTTP status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** `/codes/2/label` → `['codes', 2, 'label']` */
function pointerToPath(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** PostgreSQL's codes for a write refused because of another one running at the same time. */
const CONCURRENT_WRITE_CODES = new Set(['40001', '40P01']);

/** The database's error code, on the error or on its cause (Drizzle wraps the driver's). */
function databaseCode(error: unknown): string | undefined {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value && typeof value.code === 'string' ? value.code : undefined);
  return codeOf(error) ?? (error instanceof Error ? codeOf(error.cause) : undefined);
}

function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const issues: FieldIssue[] = error.validation.map((v) => ({
      path: [where, ...pointerToPath(v.instancePath)],
      code: v.keyword,
      message: v.message ?? v.keyword,
    }));
    return new ApiError('VALIDATION_FAILED', undefined, issues);
  }
  // Two writes that each waited for the other (PostgreSQL's deadlock or serialization failure):
  // one is refused, nothing of it kept; the user may simply try again.
  if (CONCURRENT_WRITE_CODES.has(databaseCode(error) ?? '')) return new ApiError('WRITE_CONFLICT');
  const byFastifyCode = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (byFastifyCode) return new ApiError(byFastifyCode);
  const status = error.statusCode ?? 500;
  const byStatus = STATUS_CODES[status];
  if (status < 500 && byStatus) return new ApiError(byStatus);
  if (status === 503) return new ApiError('SERVICE_UNAVAILABLE');
  // Never leak internals; the request id lets an administrator find the logged cause.
  return new ApiError('INTERNAL', `An unexpected error occurred (request ${request.id}).`);
}

/** One error shape for every answer: `{code, message, details?}` with the catalogue's status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendError(reply, apiError);
  });
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.status(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

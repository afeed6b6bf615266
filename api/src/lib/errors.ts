import { STATUS_CODES as HTTP_REASONS } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, MAX_LISTED_ISSUES, type ApiErrorBody, type ErrorCode, type FieldIssue } from '@atelier/contracts';

/** At most this many issues are listed in an answer (a body of 100,000 wrong codes would answer megabytes). */
export const MAX_ISSUES = MAX_LISTED_ISSUES;

/** A failure that the client caused or must know about, answered with its catalogue status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    readonly details?: unknown,
    /** How many issues there were in all, when `details` lists only the first ones. */
    readonly issueCount?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
  }

  /** The answer's body; a list of issues longer than MAX_ISSUES is cut, and `issueCount` gives their number. */
  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.details === undefined) return body;
    if (Array.isArray(this.details) && this.details.length > MAX_ISSUES) {
      return { ...body, details: this.details.slice(0, MAX_ISSUES), issueCount: this.issueCount ?? this.details.length };
    }
    return this.issueCount === undefined ? { ...body, details: this.details } : { ...body, details: this.details, issueCount: this.issueCount };
  }
}

/**
 * The code of a field issue, as the API answers it: zod's, except that an address refused (not
 * http or https: `javascript:`, `data:`, `file:`, or not an address) is `invalid_url`.
 */
export function issueCode(code: string, format?: unknown): string {
  return code === 'invalid_format' && format === 'url' ? 'invalid_url' : code;
}

/**
 * Field issues found by a check, kept up to MAX_ISSUES and counted beyond: a check over 100,000
 * codes neither builds nor answers 100,000 issues.
 */
export class IssueList {
  readonly listed: FieldIssue[] = [];
  count = 0;

  add(issue: FieldIssue): void {
    this.count += 1;
    if (this.listed.length < MAX_ISSUES) this.listed.push(issue);
  }

  /** 400 VALIDATION_FAILED with the issues found, if any. */
  throwIfAny(): void {
    if (this.count > 0) throw new ApiError('VALIDATION_FAILED', undefined, this.listed, this.count > this.listed.length ? this.count : undefined);
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
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
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
    const issues: FieldIssue[] = error.validation.slice(0, MAX_ISSUES).map((v) => ({
      path: [where, ...pointerToPath(v.instancePath)],
      code: issueCode(v.keyword, (v.params as { format?: unknown } | undefined)?.format),
      message: v.message ?? v.keyword,
    }));
    return new ApiError('VALIDATION_FAILED', undefined, issues, error.validation.length > issues.length ? error.validation.length : undefined);
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

/** Said when the request line and headers pass what the server reads (app.ts, `MAX_REQUEST_HEAD`): where long lists go instead. */
export const HEADERS_TOO_LARGE_MESSAGE =
  'The request line and headers are too large (32 kB at most): send long lists of identifiers in a body (POST …/export-zip/{type}, PUT …/validate).';

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it
 * (malformed, headers too large, too slow to arrive) is answered on the socket itself, in the same
 * `{code, message}` shape as every other error, and the connection closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const apiError = code === 'HEADERS_TOO_LARGE' ? new ApiError(code, HEADERS_TOO_LARGE_MESSAGE) : new ApiError(code);
  const body = JSON.stringify(apiError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${apiError.status} ${HTTP_REASONS[apiError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

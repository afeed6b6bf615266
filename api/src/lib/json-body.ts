import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

/** JSON is UTF-8 (RFC 8259): anything else would be stored as replacement characters (U+FFFD), silently. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a JSON body's bytes; bytes that are not UTF-8 answer 400 INVALID_ENCODING. */
export function decodeJsonText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError('INVALID_ENCODING');
  }
}

/** The charset a Content-Type names, in lower case, if it names one. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), read as UTF-8 only: a body
 * declared in another charset (`charset=latin1`) answers 415 UNSUPPORTED_MEDIA_TYPE, and one whose
 * bytes are not UTF-8 400 INVALID_ENCODING, rather than being stored with its letters replaced. An
 * empty body counts as no body: clients of the replaced system send `PUT …/validate` with a JSON
 * content type and nothing.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'JSON bodies are read as UTF-8 only.', { charset }), undefined);
      return;
    }
    let text: string;
    try {
      text = decodeJsonText(body as Buffer);
    } catch (error) {
      done(error as ApiError, undefined);
      return;
    }
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
}

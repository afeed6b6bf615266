import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/**
 * The text of a JSON body's bytes, without a leading byte order mark; bytes that are not UTF-8 answer
 * 400 INVALID_ENCODING: JSON is UTF-8 (RFC 8259), anything else would be stored as replacement
 * characters (U+FFFD), silently. Node's `isUtf8` and `toString` are several times faster than a fatal
 * TextDecoder on the largest bodies (8 MB), which are read in one turn of the event loop.
 */
export function decodeJsonText(bytes: Uint8Array): string {
  if (!isUtf8(bytes)) throw new ApiError('INVALID_ENCODING');
  const start = BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte) ? BYTE_ORDER_MARK.length : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).toString('utf8');
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
    // Decoding and parsing the largest bodies are two slices of CPU: other requests get a turn between.
    else setImmediate(() => void parseJson(request, text, done));
  });
}

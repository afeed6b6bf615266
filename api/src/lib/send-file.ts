import type { FastifyReply } from 'fastify';
import { contentDisposition, type FileNames } from './odf/file-names.ts';

/**
 * A file to download: its media type, its name in `Content-Disposition`, never cached. Bytes, not a
 * string: Fastify would rewrite a string's media type (adding a charset, quoting its parameters).
 */
export function sendFile(reply: FastifyReply, names: FileNames, extension: string, mediaType: string, data: Buffer) {
  return reply.header('cache-control', 'private, no-store').header('content-type', mediaType).header('content-disposition', contentDisposition(names, extension)).send(data);
}

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import { DOCUMENT_FILE_TYPES, fileNameProblem, type DocumentFile, type FieldChange } from '@atelier/contracts';
import type { Db } from '../../../db/client.ts';
import { documentFile, documentFileChunk, documentFileRevision } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../records/references.ts';

// A document's file: received into a temporary file as it arrives (so that a slow or oversized
// upload never holds a database transaction or the whole file in memory), then written to the
// database in 1 MB chunks inside the record's write, as a new revision, and read back chunk by chunk
// to download. A download holds its revision (`readers`, and a lease in case its process dies) so
// that a replacement landing meanwhile leaves it whole: the replaced revision goes once the last
// download reading it ends.

const CHUNK_BYTES = 1024 * 1024;
// Chunks travel as base64 text: PGlite converts bytea parameters and results byte by byte in
// JavaScript (4 MB/s measured), its own encode/decode run ten to thirty times faster.
const KIND = 'document';

/** An upload received to disk, checked, waiting to be stored. */
export interface ReceivedFile {
  name: string;
  mediaType: string;
  size: number;
  path: string;
}

/** The media type a file is stored and served as, from its extension (clients' own claims vary). */
function mediaTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase() as keyof typeof DOCUMENT_FILE_TYPES;
  return DOCUMENT_FILE_TYPES[extension];
}

/**
 * Receives an uploaded file part into a temporary folder, refusing a bad name (361, 362), a type
 * documents do not hold (415) before reading it, an empty file, and one over the limit (413, thrown
 * by the multipart reader). `dispose` removes what was received, whatever happened.
 */
export async function receiveFile(part: MultipartFile): Promise<{ file: ReceivedFile; dispose: () => Promise<void> }> {
  const name = part.filename;
  const problem = fileNameProblem(name);
  if (problem) {
    part.file.resume();
    throw new ApiError(problem, undefined, { field: 'file', name });
  }
  const folder = await mkdtemp(path.join(tmpdir(), `${UPLOAD_PREFIX}${process.pid}-`));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const target = path.join(folder, 'upload');
    await pipeline(part.file, createWriteStream(target));
    const { size } = await stat(target);
    if (size === 0) {
      throw new ApiError('VALIDATION_FAILED', 'The file is empty.', [{ path: ['file'], code: 'empty_file', message: 'The file is empty' }]);
    }
    return { file: { name, mediaType: mediaTypeOf(name), size, path: target }, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Uploads are received in folders named after the receiving process: `atelier-upload-{pid}-…`. */
const UPLOAD_PREFIX = 'atelier-upload-';

/** Whether a process runs with that identifier (one that may not be signalled still runs). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the upload folders that a stopped process left behind (a `kill -9`, a crash: it could not
 * remove them itself), keeping those of processes still running, this one and other API processes
 * sharing the folder. A folder of an earlier naming, without a process, is left behind too.
 * Answers how many were removed.
 */
export async function removeLeftUploads(folder = tmpdir()): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(UPLOAD_PREFIX)) continue;
    const pid = Number(/^(\d+)-/.exec(entry.name.slice(UPLOAD_PREFIX.length))?.[1]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    await rm(path.join(folder, entry.name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** What is known of each document's file, by document identifier. */
export async function filesOf(db: Db, ids: readonly string[]): Promise<Map<string, DocumentFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(documentFile)
    .where(and(eq(documentFile.kind, KIND), inArray(documentFile.documentId, [...ids])));
  return new Map(
    rows.map((row) => [row.documentId, { name: row.name, mediaType: row.mediaType, size: row.size, uploaded: row.uploaded.toISOString() }]),
  );
}

async function storedFile(db: Db, documentId: string) {
  const [row] = await db
    .select()
    .from(documentFile)
    .where(and(eq(documentFile.kind, KIND), eq(documentFile.documentId, documentId)));
  return row;
}

/** How long a download holds its revision without a sign of life (its process may have died). */
const LEASE = sql`interval '15 minutes'`;
/** How often a download that goes on renews its lease, in milliseconds. */
const RENEW_MS = 60_000;

/**
 * Removes the revisions no document's file is (a file replaced, a document deleted) and no download
 * reads, or whose downloads have not shown a sign of life within their lease. `only`: that one alone
 * (inside a write: one row, so that concurrent writes never lock each other's).
 */
async function removeUnusedRevisions(db: Db, only?: string): Promise<void> {
  await db
    .delete(documentFileRevision)
    .where(
      and(
        only ? eq(documentFileRevision.revision, only) : undefined,
        sql`not exists (select 1 from ${documentFile} where ${documentFile.revision} = ${documentFileRevision.revision})`,
        sql`(${documentFileRevision.readers} = 0 or ${documentFileRevision.readUntil} < now())`,
      ),
    );
}

/** Removes a document's file, its content with it unless a download reads it (then once it ends). Inside the write. */
export async function removeFile(tx: Db, documentId: string): Promise<void> {
  const [removed] = await tx
    .delete(documentFile)
    .where(and(eq(documentFile.kind, KIND), eq(documentFile.documentId, documentId)))
    .returning({ revision: documentFile.revision });
  if (!removed) return;
  // Locked until the write commits: a download ending meanwhile waits, then finds the revision replaced and removes it.
  await tx.select({ revision: documentFileRevision.revision }).from(documentFileRevision).where(eq(documentFileRevision.revision, removed.revision)).for('update');
  await removeUnusedRevisions(tx, removed.revision);
}

/**
 * Gives a document this file, in place of the one it had: the new content is a new revision, the
 * old one goes (now, or when the last download reading it ends). Runs inside the record's write.
 * A name another document's file has is refused (302).
 */
export async function storeFile(tx: Db, documentId: string, file: ReceivedFile): Promise<FieldChange[]> {
  const previous = await storedFile(tx, documentId);
  const [owner] = await tx
    .select({ documentId: documentFile.documentId })
    .from(documentFile)
    .where(eq(documentFile.name, file.name));
  if (owner && owner.documentId !== documentId) throw new ApiError('302', undefined, { field: 'file', name: file.name, documentId: owner.documentId });
  if (previous) await removeFile(tx, documentId);
  const revision = randomUUID();
  await tx.insert(documentFileRevision).values({ revision });
  try {
    await tx.insert(documentFile).values({
      kind: KIND,
      documentId,
      revision,
      name: file.name,
      mediaType: file.mediaType,
      size: file.size,
      uploaded: new Date(),
    });
  } catch (error) {
    // Another upload took the name since the check above.
    if (isUniqueViolation(error)) throw new ApiError('302', undefined, { field: 'file', name: file.name });
    throw error;
  }
  let position = 0;
  for await (const chunk of createReadStream(file.path, { highWaterMark: CHUNK_BYTES })) {
    await tx.insert(documentFileChunk).values({ revision, position, data: sql`decode(${(chunk as Buffer).toString('base64')}, 'base64')` });
    position += 1;
  }
  return [{ field: 'file', before: previous?.name ?? null, after: file.name }];
}

/**
 * Holds the revision a document's file is now, for one more download: answers what the file is,
 * or nothing when the document has none. (A revision removed between the look-up and the hold, a
 * replacement and its last reader having just ended, is looked up again.)
 */
async function holdFile(db: Db, documentId: string): Promise<{ file: DocumentFile; revision: string } | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await storedFile(db, documentId);
    if (!row) return undefined;
    const [held] = await db
      .update(documentFileRevision)
      .set({ readers: sql`${documentFileRevision.readers} + 1`, readUntil: sql`now() + ${LEASE}` })
      .where(eq(documentFileRevision.revision, row.revision))
      .returning({ revision: documentFileRevision.revision });
    if (held) return { file: { name: row.name, mediaType: row.mediaType, size: row.size, uploaded: row.uploaded.toISOString() }, revision: row.revision };
    if (attempt === 5) throw new Error(`The file of document ${documentId} keeps being replaced.`);
  }
}

/**
 * A document's file to send: what it is, and its content read one chunk at a time, from the one
 * revision it was when the download began, however many replacements land meanwhile. Once the
 * content is sent, or the download is abandoned, the revision is let go (and removed if replaced).
 */
export async function fileToSend(db: Db, documentId: string): Promise<{ file: DocumentFile; content: Readable } | undefined> {
  const held = await holdFile(db, documentId);
  if (!held) return undefined;
  const { file, revision } = held;
  const count = Math.ceil(file.size / CHUNK_BYTES);
  let renewed = performance.now();
  async function* chunks() {
    for (let position = 0; position < count; position += 1) {
      if (performance.now() - renewed > RENEW_MS) {
        renewed = performance.now();
        await db.update(documentFileRevision).set({ readUntil: sql`now() + ${LEASE}` }).where(eq(documentFileRevision.revision, revision));
      }
      const [chunk] = await db
        .select({ data: sql<string>`encode(${documentFileChunk.data}, 'base64')` })
        .from(documentFileChunk)
        .where(and(eq(documentFileChunk.revision, revision), eq(documentFileChunk.position, position)));
      // Only a download silent for longer than its lease can lose its revision: stop rather than send a part.
      if (!chunk) throw new Error(`The file of document ${documentId} was removed during its download.`);
      yield Buffer.from(chunk.data, 'base64');
    }
  }
  const content = Readable.from(chunks());
  content.once('close', () => {
    void letGo(db, revision);
  });
  return { file, content };
}

/** A download's end: its revision has one reader less, and goes if it was replaced and that was the last. */
async function letGo(db: Db, revision: string): Promise<void> {
  try {
    await db
      .update(documentFileRevision)
      .set({ readers: sql`greatest(${documentFileRevision.readers} - 1, 0)` })
      .where(eq(documentFileRevision.revision, revision));
    // Every unused revision, those whose downloads' processes died included.
    await removeUnusedRevisions(db);
  } catch {
    // The next download's end, or the next replacement, removes what is left.
  }
}

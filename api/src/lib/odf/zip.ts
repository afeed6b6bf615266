import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';

// A small ZIP writer (APPNOTE 6.3: local headers, central directory, end record; no ZIP64), enough
// for an OpenDocument package and an export holding documents' files: entries known in memory are
// written with their sizes and CRC up front (an ODF package's `mimetype` must be so: first, stored,
// no extra field, no data descriptor); entries read as they are sent are deflated on the fly and
// followed by a data descriptor, so that a 40 MB file never sits whole in memory. And a reader, for
// the tests (and anyone checking an archive): it follows the central directory, inflates, checks
// each CRC and size.

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

const STORED = 0;
const DEFLATED = 8;
/** General purpose flags: sizes and CRC follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;

/** Largest offset or size without ZIP64. */
export const ZIP_MAX_BYTES = 0xffffffff;
const ZIP_MAX_ENTRIES = 0xffff;

/** An entry whose content is in memory: stored as is, or deflated (the default). */
export interface BufferEntry {
  name: string;
  data: Buffer;
  /** `store` keeps the bytes as they are (an ODF `mimetype`, an archive already compressed). */
  method?: 'store' | 'deflate';
}

/** An entry read as it is written: deflated at `level` (1 for contents already compressed). */
export interface StreamEntry {
  name: string;
  content: AsyncIterable<Buffer>;
  level?: number;
}

export type ZipEntry = BufferEntry | StreamEntry;

interface Written {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time of `when` (UTC), as ZIP headers hold them. */
function dosDateTime(when: Date): { date: number; time: number } {
  const year = Math.min(Math.max(when.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | (when.getUTCSeconds() >> 1),
  };
}

function entryName(name: string): { bytes: Buffer; flags: number } {
  if (name === '' || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`Unsafe ZIP entry name: ${name}`);
  const bytes = Buffer.from(name, 'utf8');
  // Plain ASCII names carry no flag: an ODF `mimetype` entry is best left exactly as readers expect it.
  return { bytes, flags: /^[\x20-\x7e]*$/.test(name) ? 0 : FLAG_UTF8 };
}

function localHeader(entry: Omit<Written, 'offset'>, when: { date: number; time: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(entry.method === STORED ? 10 : 20, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(when.time, 10);
  header.writeUInt16LE(when.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, when: { date: number; time: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(20, 4); // made by: version 2.0, MS-DOS attributes
  header.writeUInt16LE(entry.method === STORED ? 10 : 20, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(when.time, 12);
  header.writeUInt16LE(when.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, internal and external attributes: none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endRecord(count: number, directorySize: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(directorySize, 12);
  record.writeUInt32LE(directoryOffset, 16);
  return record;
}

function tooLarge(): Error {
  return new Error('The archive would exceed 4 GB or 65,535 entries (ZIP64 is not written)');
}

/** Deflates a content as it is read, counting its CRC, its size and the compressed size. */
async function* deflating(content: AsyncIterable<Buffer>, level: number, counts: { crc: number; size: number; compressedSize: number }) {
  async function* counted() {
    for await (const chunk of content) {
      counts.crc = crc32(chunk, counts.crc);
      counts.size += chunk.length;
      if (counts.size > ZIP_MAX_BYTES) throw tooLarge();
      yield chunk;
    }
  }
  const deflater = createDeflateRaw({ level });
  // A failure on either side destroys the other; it surfaces through the loop below.
  const piped = pipeline(counted(), deflater).catch(() => undefined);
  for await (const out of deflater as AsyncIterable<Buffer>) {
    counts.compressedSize += out.length;
    yield out;
  }
  await piped;
}

/**
 * A ZIP archive written as it is read: each entry's header, content and (for read entries) data
 * descriptor, then the central directory. Entries are taken one at a time, as the reader pulls:
 * a file is read from its source only when its turn comes.
 */
export async function* zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, modified = new Date()): AsyncGenerator<Buffer> {
  const when = dosDateTime(modified);
  const written: Written[] = [];
  let offset = 0;
  const emit = (chunk: Buffer) => {
    offset += chunk.length;
    if (offset > ZIP_MAX_BYTES) throw tooLarge();
    return chunk;
  };
  for await (const entry of entries) {
    if (written.length >= ZIP_MAX_ENTRIES) throw tooLarge();
    const { bytes, flags } = entryName(entry.name);
    const start = offset;
    if ('data' in entry) {
      const method = entry.method === 'store' ? STORED : DEFLATED;
      const body = method === STORED ? entry.data : deflateRawSync(entry.data);
      const record = { name: bytes, flags, method, crc: crc32(entry.data), compressedSize: body.length, size: entry.data.length };
      yield emit(localHeader(record, when));
      yield emit(body);
      written.push({ ...record, offset: start });
    } else {
      const counts = { crc: 0, size: 0, compressedSize: 0 };
      const record = { name: bytes, flags: flags | FLAG_DATA_DESCRIPTOR, method: DEFLATED, crc: 0, compressedSize: 0, size: 0 };
      yield emit(localHeader(record, when));
      for await (const chunk of deflating(entry.content, entry.level ?? 6, counts)) yield emit(chunk);
      const done = { ...record, ...counts, offset: start };
      yield emit(dataDescriptor(done));
      written.push(done);
    }
  }
  const directoryOffset = offset;
  for (const entry of written) yield emit(centralHeader(entry, when));
  yield emit(endRecord(written.length, offset - directoryOffset, directoryOffset));
}

/** A whole archive in memory, from entries all in memory (an OpenDocument package). */
export function zipBuffer(entries: readonly BufferEntry[], modified = new Date()): Buffer {
  const when = dosDateTime(modified);
  const chunks: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { bytes, flags } = entryName(entry.name);
    const method = entry.method === 'store' ? STORED : DEFLATED;
    const body = method === STORED ? entry.data : deflateRawSync(entry.data);
    const record = { name: bytes, flags, method, crc: crc32(entry.data), compressedSize: body.length, size: entry.data.length, offset };
    const header = localHeader(record, when);
    chunks.push(header, body);
    written.push(record);
    offset += header.length + body.length;
  }
  const directory = written.map((entry) => centralHeader(entry, when));
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  if (offset + directorySize > ZIP_MAX_BYTES || written.length > ZIP_MAX_ENTRIES) throw tooLarge();
  return Buffer.concat([...chunks, ...directory, endRecord(written.length, directorySize, offset)]);
}

/** One entry of an archive read back. */
export interface ReadEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  /** Where its local header starts. */
  offset: number;
  /** The length of its local header's extra field. */
  localExtraLength: number;
  compressedSize: number;
  data: Buffer;
}

/**
 * Reads an archive through its central directory, inflating each entry and checking its CRC and
 * size against the directory and its local header. Throws on anything malformed.
 */
export function readZip(archive: Buffer): ReadEntry[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > archive.length) throw new Error('No end of central directory record');
  const count = archive.readUInt16LE(end + 10);
  let position = archive.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(position) !== CENTRAL_HEADER) throw new Error(`Central directory entry ${index} is malformed`);
    const flags = archive.readUInt16LE(position + 8);
    const method = archive.readUInt16LE(position + 10);
    const crc = archive.readUInt32LE(position + 16);
    const compressedSize = archive.readUInt32LE(position + 20);
    const size = archive.readUInt32LE(position + 24);
    const nameLength = archive.readUInt16LE(position + 28);
    const extraLength = archive.readUInt16LE(position + 30);
    const commentLength = archive.readUInt16LE(position + 32);
    const offset = archive.readUInt32LE(position + 42);
    const name = archive.subarray(position + 46, position + 46 + nameLength).toString('utf8');
    position += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(offset) !== LOCAL_HEADER) throw new Error(`${name}: no local header at ${offset}`);
    const localNameLength = archive.readUInt16LE(offset + 26);
    const localName = archive.subarray(offset + 30, offset + 30 + localNameLength).toString('utf8');
    if (localName !== name) throw new Error(`${name}: the local header names ${localName}`);
    if (archive.readUInt16LE(offset + 8) !== method) throw new Error(`${name}: the local header has another method`);
    const localExtraLength = archive.readUInt16LE(offset + 28);
    if (!(flags & FLAG_DATA_DESCRIPTOR) && (archive.readUInt32LE(offset + 14) !== crc || archive.readUInt32LE(offset + 22) !== size)) {
      throw new Error(`${name}: the local header disagrees with the central directory`);
    }
    const start = offset + 30 + localNameLength + localExtraLength;
    const raw = archive.subarray(start, start + compressedSize);
    const data = method === STORED ? Buffer.from(raw) : method === DEFLATED ? inflateRawSync(raw) : undefined;
    if (!data) throw new Error(`${name}: unknown method ${method}`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, the directory says ${size}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    if (flags & FLAG_DATA_DESCRIPTOR) {
      const descriptor = start + compressedSize;
      if (archive.readUInt32LE(descriptor) !== DATA_DESCRIPTOR || archive.readUInt32LE(descriptor + 4) !== crc) {
        throw new Error(`${name}: bad data descriptor`);
      }
    }
    entries.push({ name, method, flags, offset, localExtraLength, compressedSize, data });
  }
  return entries;
}

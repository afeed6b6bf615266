/** One part of a multipart/form-data body. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** A field's own media type (`curl -F 'body=…;type=application/json'`). */
  type?: string;
}

/** A multipart/form-data body, as browsers send it, and its headers. */
export function multipart(parts: Part[], boundary = `----atelier${Date.now().toString(36)}`): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        (part.filename === undefined ? (part.type ? `Content-Type: ${part.type}\r\n\r\n` : '\r\n') : 'Content-Type: application/octet-stream\r\n\r\n'),
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A body's bytes, or null as soon as they pass `maxBytes`. A declared Content-Length is checked
 * by the caller before reading; this also bounds a body sent without one (chunked), which only
 * counting bounds, and which `arrayBuffer()` or `formData()` would hold whole, however large.
 *
 * Past the limit the rest is left unread, not cancelled: cancelling an incoming request's body
 * closes its connection before the refusal is sent, and the server discards what is left once it
 * has answered. A caller reading a response of its own fetch cancels it (its download stops).
 */
export async function bodyWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

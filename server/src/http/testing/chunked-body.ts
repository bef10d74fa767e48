/**
 * A request body with no length of its own (sent chunked), handed over in chunks as it is read,
 * which counts how much of it the reader took: a test can tell that a limit stopped reading.
 */
export function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024) {
  let pulled = 0;
  const chunk = new TextEncoder().encode('x'.repeat(chunkBytes));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunkBytes, totalBytes - pulled));
      pulled += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { stream, pulled: () => pulled, chunkBytes };
}

/** What a request with a stream body needs besides it in Node (the DOM's types lack it). */
export const STREAMED: object = { duplex: 'half' };

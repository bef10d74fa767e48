/**
 * A request body with no length of its own (sent chunked), handed over in chunks as it is read,
 * which counts how much of it the reader took: a test can tell that a limit stopped reading. The
 * body is `content`, or that many bytes of `x`.
 */
export function chunkedBody(content: number | string, chunkBytes = 16 * 1024) {
  const bytes = new TextEncoder().encode(
    typeof content === 'number' ? 'x'.repeat(content) : content,
  );
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes.length) return controller.close();
      controller.enqueue(
        bytes.subarray(pulled, (pulled = Math.min(pulled + chunkBytes, bytes.length))),
      );
    },
  });
  return { stream, pulled: () => pulled, chunkBytes };
}

/** What a request with a stream body needs besides it in Node (the DOM's types lack it). */
export const STREAMED: object = { duplex: 'half' };

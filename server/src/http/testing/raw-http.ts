import net from 'node:net';

/** A request written byte for byte, so a test can send what no HTTP client library would. */
export interface RawRequest {
  method: string;
  /** The request target exactly as sent (origin-form, absolute-form, or anything else). */
  target: string;
  /** The Host header; null sends none. */
  host: string | null;
  headers?: readonly (readonly [string, string])[];
  body?: string;
}

export interface RawAnswer {
  /** The status code; 0 when the server closed the connection without an answer. */
  status: number;
  /** The whole answer as it came: status line, headers and body. */
  text: string;
  /** The body, its chunks joined when it came chunked. */
  body: string;
}

/** The body of a raw answer, de-chunked. */
function bodyOf(text: string): string {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return '';
  const head = text.slice(0, split).toLowerCase();
  let body = text.slice(split + 4);
  if (!/\r\ntransfer-encoding: chunked/.test(head)) return body;
  let joined = '';
  for (;;) {
    const line = body.indexOf('\r\n');
    const size = parseInt(body.slice(0, line), 16);
    if (line === -1 || !(size > 0)) return joined;
    // Sizes count bytes; the text is UTF-8.
    const bytes = Buffer.from(body.slice(line + 2), 'utf8');
    joined += bytes.subarray(0, size).toString('utf8');
    body = bytes.subarray(size + 2).toString('utf8');
  }
}

/** The request's bytes as an HTTP/1.1 message that closes its connection after the answer. */
export function serialise(request: RawRequest): string {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (request.host !== null) lines.push(`Host: ${request.host}`);
  for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) {
    lines.push(`Content-Length: ${Buffer.byteLength(request.body)}`);
  }
  lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${request.body ?? ''}`;
}

/** Sends raw bytes to the server on `port` and reads until it closes (or `timeoutMs` passes). */
export function sendRaw(port: number, bytes: string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : 0, text, body: bodyOf(text) });
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(bytes.slice(0, 200))}`),
      );
    }, timeoutMs);
    socket.write(bytes);
  });
}

import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitDocumentProxy {
  /** The proxy's origin, with the site's host name: pages open through it as through the server. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A proxy in front of the test server that sends each HTML page in two parts: everything before
 * the first `cutBefore`, then, `pauseMs` later, the rest (as a slow network delivers a page). Every
 * other response passes through untouched. The browser paints what has arrived in the pause, so a
 * test sees what a shopper on a slow connection sees first.
 */
export async function splitDocumentProxy(
  siteOrigin: string,
  cutBefore: string,
  pauseMs: number,
): Promise<SplitDocumentProxy> {
  const target = new URL(siteOrigin);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // Plain bytes, so the page can be cut where the test says.
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = String(answer.headers['content-type']).startsWith('text/html');
        if (!html) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        // Sent chunked: the page's length stays as it was, but not its header.
        const { 'content-length': _length, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks);
          const cut = page.indexOf(cutBefore);
          if (cut < 0) {
            outgoing.end(page);
            return;
          }
          outgoing.write(page.subarray(0, cut));
          setTimeout(() => outgoing.end(page.subarray(cut)), pauseMs);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${target.protocol}//${target.hostname}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

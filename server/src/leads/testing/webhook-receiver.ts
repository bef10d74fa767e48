import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its headers and raw body. */
export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status each request is answered with, by its number (0 = first). */
  respondWith(status: (requestIndex: number) => number): void;
  close(): Promise<void>;
}

/** A CRM's receiver on a free local port (or the one given); answers 200 unless told otherwise. */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let statusFor = (_index: number) => 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statusFor(index);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'receiver is down for maintenance');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/leads`,
    received,
    respondWith(status) {
      statusFor = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

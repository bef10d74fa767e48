import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiAddress } from '../stripe-payment-provider.js';

/**
 * A local HTTP server answering the few Stripe API calls the adapter makes, so tests run the real
 * SDK over real HTTP and never touch the network. Each request is recorded (method, path, query,
 * headers and the form-encoded body as Stripe's SDK sends it); each answer comes from `answer`.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The form body, decoded (`metadata[site]` → value). */
  form: URLSearchParams;
}

export interface FakeStripeAnswer {
  status: number;
  body: unknown;
}

export type FakeStripeAnswerer = (request: RecordedStripeRequest) => FakeStripeAnswer;

export interface FakeStripeApi {
  address: StripeApiAddress;
  requests: RecordedStripeRequest[];
  /** Replaces how the server answers (for one test). */
  answerWith(answerer: FakeStripeAnswerer): void;
  close(): Promise<void>;
}

export async function startFakeStripeApi(answerer: FakeStripeAnswerer): Promise<FakeStripeApi> {
  const requests: RecordedStripeRequest[] = [];
  let answer = answerer;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.test');
      const recorded: RecordedStripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      const text = JSON.stringify(body);
      outgoing.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        'request-id': `req_${requests.length}`,
      });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

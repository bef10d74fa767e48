import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../api-limits/api-limits.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { loadClientBuild } from '../web/client-build.js';
import { createApp } from './app.js';
import { createNodeServer } from './node-server.js';
import { sendRaw, serialise, type RawRequest } from './testing/raw-http.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const NORTHSIDE = 'northside-used-cars.localhost';
/** Short, so the test of a stalled body does not wait long. */
const REQUEST_TIMEOUT_MS = 1_500;

function listen(server: ReturnType<typeof createNodeServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

describe('the Node server in front of the app', () => {
  let platform: Platform;
  let server: ReturnType<typeof createNodeServer>;
  let port: number;
  let pagesBuilt: boolean;
  const send = (request: RawRequest) => sendRaw(port, serialise(request));
  const get = (target: string, host: string | null = NORTHSIDE) =>
    send({ method: 'GET', target, host });

  beforeAll(async () => {
    platform = await createTestPlatform(40);
    const client = await loadClientBuild().catch(() => undefined);
    pagesBuilt = client !== undefined;
    const app = createApp({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
      client,
    });
    server = createNodeServer(app, {
      headersTimeoutMs: REQUEST_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      log: { error: () => undefined },
    });
    port = await listen(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await platform?.close();
  });

  it('refuses a malformed Host header with 400, naming it', async () => {
    for (const host of [
      `${NORTHSIDE}:99999`,
      `${NORTHSIDE}:abc`,
      `${NORTHSIDE}:80:80`,
      '',
      '[::1',
    ]) {
      const answer = await get('/healthz', host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).toMatch(/^Bad Host header: /);
    }
    expect((await get('/healthz', `${NORTHSIDE}:4000`)).status).toBe(200);
  });

  it('serves an absolute-form target by its path, for the host it names', async () => {
    const answer = await get(
      `http://${NORTHSIDE}/graphql?query=%7Bsite%7Bname%7D%7D`,
      'other.example',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Northside Used Cars');
    const userinfo = await get(`http://user@${NORTHSIDE}/healthz`);
    expect(userinfo.status).toBe(400);
    expect(userinfo.body).toMatch(/^Bad Host header: /);
  });

  it('refuses malformed percent-encoding with 400', async () => {
    for (const target of [
      '/assets/%E0%A4%A',
      '/assets/%ZZ.js',
      '/cars/%',
      '/search?q=100%',
      '/%ED%A0%80',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body).toContain('malformed percent-encoding');
    }
  });

  it('sends a path with empty segments or a backslash to its plain form', async () => {
    for (const [target, location] of [
      ['/\\', '/'],
      ['///', '/'],
      ['//evil.example/x?y=1', '/evil.example/x?y=1'],
      ['/cars//a\\b', '/cars/a/b'],
    ] as const) {
      const answer = await get(target);
      expect(answer.status, target).toBe(301);
      expect(answer.text).toContain(`location: ${location}\r\n`);
    }
    const post = await send({ method: 'POST', target: '//graphql', host: NORTHSIDE, body: '{}' });
    expect(post.status).toBe(400);
  });

  it('answers a slug or id over 200 characters with a 4xx', async () => {
    const long = 'a'.repeat(300);
    for (const target of [
      `/cars/${long}`,
      `/media/cars/${long}/photos/1.svg`,
      `/print/${long}.pdf`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
    }
    if (pagesBuilt) expect((await get(`/cars/${long}`)).status).toBe(400);
  });

  it('refuses GraphQL variables that are not JSON with 400, naming them', async () => {
    const answer = await get('/graphql?query=%7Bsite%7Bname%7D%7D&variables=notjson');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ message: expect.stringContaining('The "variables" parameter must be JSON') }],
    });
  });

  it('refuses a GraphQL body over the limit with 413, declared or chunked', async () => {
    const query = (pad: number) =>
      JSON.stringify({ query: '{ site { name } }', variables: { pad: 'x'.repeat(pad) } });
    const over = query(API_LIMITS.maxRequestBodyBytes);
    const head = `POST /graphql HTTP/1.1\r\nHost: ${NORTHSIDE}\r\ncontent-type: application/json\r\nConnection: close\r\n`;
    const declared = await sendRaw(port, `${head}Content-Length: ${over.length}\r\n\r\n${over}`);
    const chunked = await sendRaw(
      port,
      `${head}Transfer-Encoding: chunked\r\n\r\n${over.length.toString(16)}\r\n${over}\r\n0\r\n\r\n`,
    );
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [{ extensions: { code: 'REQUEST_BODY_LIMIT' } }],
      });
    }
    const within = query(100);
    const answered = await sendRaw(
      port,
      `${head}Transfer-Encoding: chunked\r\n\r\n${within.length.toString(16)}\r\n${within}\r\n0\r\n\r\n`,
    );
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({
      data: { site: { name: expect.any(String) } },
    });
  });

  it('times out a body shorter than its Content-Length, and stays healthy', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: ${NORTHSIDE}\r\ncontent-type: application/json\r\nContent-Length: 100\r\n\r\n{"query":`,
      );
    });
    const waited = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks the timeout about once a second.
    expect(waited).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('answers a failure of its own with a plain 500 that shows nothing of the code', async () => {
    const failing = createNodeServer(
      async () => {
        throw new Error(`broken at ${import.meta.url}`);
      },
      { log: { error: () => undefined } },
    );
    const failingPort = await listen(failing);
    try {
      const answer = await sendRaw(
        failingPort,
        serialise({ method: 'GET', target: '/', host: NORTHSIDE }),
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toBe('Something went wrong on our side. Please try again in a moment.');
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('does not log what stops because its sender hung up', async () => {
    const logged: unknown[] = [];
    let stopped!: () => void;
    const stop = new Promise<void>((resolve) => (stopped = resolve));
    const hungUpOn = createNodeServer(
      async (request) => {
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        setImmediate(stopped);
        throw request.signal.reason;
      },
      { log: { error: (...args: unknown[]) => logged.push(args) } },
    );
    const hungUpPort = await listen(hungUpOn);
    try {
      const socket = net.connect(hungUpPort, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.end(serialise({ method: 'GET', target: '/', host: NORTHSIDE }), () =>
        socket.destroy(),
      );
      await stop;
      expect(logged).toEqual([]);
    } finally {
      await new Promise((resolve) => hungUpOn.close(resolve));
    }
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger.js';
import { AutogaugePriceGauge, NO_DATA_RETURNED } from './autogauge-price-gauge.js';
import type { GaugeCar } from '../../price-gauge/price-gauge.port.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP service on a free local port; each test says how it answers. */
let handler: Handler;
let server: Server;
let baseUrl: string;
const requests: { method: string; url: string; accept: string | undefined }[] = [];
let site: Site;

beforeAll(async () => {
  site = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
  server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      accept: request.headers.accept,
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gauge-api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

const car: GaugeCar = {
  id: 'cmg-000042',
  slug: '2021-toyota-corolla-ascent-sport-cmg-000042',
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  km: 35_000,
  price: 24_990,
};

const answerJson =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

const FULL_ANSWER = {
  fill: 0.72,
  listing_price: 24_990,
  market_range_min: 23_500,
  market_range_max: 28_900,
  confidence: 0.81,
  description: 'Based on 37 similar vehicles sold in Queensland',
};

function gauge(timeoutMs = 2000) {
  return new AutogaugePriceGauge(site, { baseUrl, timeoutMs });
}

/** Reads the gauge and what it logged. */
async function read(g = gauge()) {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const reading = await g.gaugeFor(car);
  const logged = warn.mock.calls.map(([fields, message]) => ({ fields, message }));
  warn.mockRestore();
  return { reading, logged };
}

function expectFailureLogged(
  logged: { fields: unknown; message: unknown }[],
  reason: string | RegExp,
) {
  expect(logged).toHaveLength(1);
  expect(logged[0]!.fields).toMatchObject({
    site: 'coastal-motor-group',
    car: car.slug,
    source: 'autogauge',
    reason: expect.stringMatching(reason),
  });
}

describe('AutogaugePriceGauge', () => {
  it('GETs {base}/cars/{slug}/autogauge and reads the answer', async () => {
    handler = answerJson(FULL_ANSWER);
    const { reading, logged } = await read();
    expect(requests).toEqual([
      {
        method: 'GET',
        url: `/gauge-api/cars/${car.slug}/autogauge`,
        accept: 'application/json',
      },
    ]);
    expect(reading).toEqual({
      fill: 0.72,
      listingPrice: 24_990,
      marketRangeMin: 23_500,
      marketRangeMax: 28_900,
      confidence: 0.81,
      description: 'Based on 37 similar vehicles sold in Queensland',
      comparableCount: null,
    });
    expect(logged).toEqual([]);
  });

  it('passes missing fields on as null without calling it a failure (the rules hide the gauge)', async () => {
    handler = answerJson({ fill: 0.4, listing_price: 24_990, description: null });
    const { reading, logged } = await read();
    expect(reading).toEqual({
      fill: 0.4,
      listingPrice: 24_990,
      marketRangeMin: null,
      marketRangeMax: null,
      confidence: null,
      description: null,
      comparableCount: null,
    });
    expect(logged).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['{}', {}],
    ['null', null],
  ])(
    'calls an empty answer (%s) "No data returned", logs it and gives null',
    async (_name, body) => {
      handler = answerJson(body);
      const { reading, logged } = await read();
      expect(reading).toBeNull();
      expectFailureLogged(logged, new RegExp(`^${NO_DATA_RETURNED}$`));
      expect(NO_DATA_RETURNED).toBe('No data returned');
    },
  );

  it('logs a server error with its status and gives null', async () => {
    handler = answerJson({ error: 'boom' }, 500);
    const { reading, logged } = await read();
    expect(reading).toBeNull();
    expectFailureLogged(logged, /answered HTTP 500$/);
    expect(logged[0]!.message).toContain(car.slug);
  });

  it('logs an invalid answer naming the field and gives null', async () => {
    handler = answerJson({ ...FULL_ANSWER, fill: 72 });
    let result = await read();
    expect(result.reading).toBeNull();
    expectFailureLogged(result.logged, /^invalid answer \(fill: must be 0 to 1\)$/);

    handler = answerJson({ ...FULL_ANSWER, market_range_max: 'about 29k' });
    result = await read();
    expect(result.reading).toBeNull();
    expectFailureLogged(result.logged, /^invalid answer \(market_range_max: /);

    handler = (_request, response) => response.end('<html>gateway</html>');
    result = await read();
    expect(result.reading).toBeNull();
    expectFailureLogged(result.logged, /^invalid answer \(not JSON\)$/);
  });

  it('gives up after the timeout, logs it and gives null', async () => {
    handler = (_request, response) => {
      setTimeout(() => answerJson(FULL_ANSWER)(_request, response), 1_000);
    };
    const started = Date.now();
    const { reading, logged } = await read(gauge(100));
    expect(reading).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    expectFailureLogged(logged, /timed out after 100 ms$/);
  });

  it('logs a service it cannot reach and gives null', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new AutogaugePriceGauge(site, {
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    const { reading, logged } = await read(unreachable);
    expect(reading).toBeNull();
    expectFailureLogged(logged, /failed: .*ECONNREFUSED/);
  });
});

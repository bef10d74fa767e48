import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toStockDocument, type StockDocument } from '../../stock/stock-document.js';
import { harbourCars, harbourSite } from '../../stock/testing/fixture-sites.js';
import { HttpFinanceLenders } from './http-finance-lenders.js';

/** What the lender API answers, by request path (see the contract in http-finance-lenders.ts). */
const STRATTON = {
  interestRate: 8.99,
  comparisonRate: 9.89,
  paymentWeek: 149,
  paymentMonth: 644,
  deposit: 0,
  termMonths: 60,
  balloon: 0,
  establishmentFees: 495,
  totalPayable: 38_640,
  comparisonRateRange: { min: 8.38, max: 19.42 },
};
/** Generous, so a busy test machine never times out the answers that are meant to arrive. */
const TIMEOUT_MS = 2_000;
const SHORT_TIMEOUT_MS = 300;
const SLOW_MS = 3_000;

const answers: Record<string, { status: number; body: string; delayMs?: number }> = {
  '/a/cars/good/finance': {
    status: 200,
    body: JSON.stringify({
      finance_lenders: {
        stratton: STRATTON,
        plenti: { ...STRATTON, interestRate: 7.49, disclaimer: 'Plenti’s own terms.' },
      },
      disclaimer: 'Indicative only.',
    }),
  },
  '/a/cars/broken/finance': { status: 500, body: 'Internal Server Error' },
  '/a/cars/bad-body/finance': {
    status: 200,
    body: JSON.stringify({ finance_lenders: { stratton: { ...STRATTON, interestRate: 'low' } } }),
  },
  '/a/cars/not-json/finance': { status: 200, body: '<html>maintenance</html>' },
  '/a/cars/slow/finance': {
    status: 200,
    body: JSON.stringify({ finance_lenders: { stratton: STRATTON } }),
    delayMs: SLOW_MS,
  },
  '/b/cars/good/finance': {
    status: 200,
    body: JSON.stringify({ finance_lenders: { money3: { ...STRATTON, interestRate: 15.99 } } }),
  },
};

let server: Server;
let origin: string;
const requested: string[] = [];
let logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'warn', base: undefined },
  { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
);

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const answer = answers[request.url ?? ''] ?? { status: 404, body: 'Not Found' };
    const send = () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    };
    if (!answer.delayMs) return send();
    // The client gives up first; nothing is left waiting once it has.
    const timer = setTimeout(send, answer.delayMs);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requested.length = 0;
  logLines = [];
});

function car(id: string): StockDocument {
  return toStockDocument({ ...harbourCars[0]!, id }, harbourSite);
}

function lenders(path: string, siteSlug = 'harbour-motors', timeoutMs = TIMEOUT_MS) {
  return new HttpFinanceLenders({ siteSlug, baseUrl: `${origin}${path}`, timeoutMs, logger });
}

describe('HttpFinanceLenders', () => {
  it('reads the lenders’ quotes of a car, with terms in years and the shared disclaimer', async () => {
    const [entries] = await lenders('/a/').lendersFor([car('good')]);
    expect(entries).toEqual({
      stratton: {
        interestRate: 8.99,
        comparisonRate: 9.89,
        paymentWeek: 149,
        paymentMonth: 644,
        deposit: 0,
        termYears: 5,
        balloon: 0,
        establishmentFees: 495,
        totalPayable: 38_640,
        comparisonRateRange: { min: 8.38, max: 19.42 },
        disclaimer: 'Indicative only.',
      },
      plenti: expect.objectContaining({ interestRate: 7.49, disclaimer: 'Plenti’s own terms.' }),
    });
    expect(requested).toEqual(['/a/cars/good/finance']);
    expect(logLines).toEqual([]);
  });

  it('gives no quotes and logs the site and car when the API fails', async () => {
    const [entries] = await lenders('/a').lendersFor([car('broken')]);
    expect(entries).toEqual({});
    expect(logLines).toEqual([
      expect.objectContaining({
        site: 'harbour-motors',
        carId: 'broken',
        status: 500,
        msg: 'finance: the lender API answered 500 for car broken of harbour-motors',
      }),
    ]);
  });

  it('gives no quotes and logs why when the answer is invalid or not JSON', async () => {
    const answersFor = await lenders('/a').lendersFor([car('bad-body'), car('not-json')]);
    expect(answersFor).toEqual([{}, {}]);
    expect(logLines).toEqual([
      expect.objectContaining({
        site: 'harbour-motors',
        carId: 'bad-body',
        problems: [
          'finance_lenders.stratton.interestRate: Invalid input: expected number, received string',
        ],
      }),
      expect.objectContaining({
        carId: 'not-json',
        msg: 'finance: the answer is not JSON for car not-json of harbour-motors',
      }),
    ]);
  });

  it('gives up on a slow answer after the timeout, and still answers the other cars', async () => {
    const started = Date.now();
    const [slow, good] = await lenders('/a', 'harbour-motors', SHORT_TIMEOUT_MS).lendersFor([
      car('slow'),
      car('good'),
    ]);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(slow).toEqual({});
    expect(Object.keys(good!)).toEqual(['stratton', 'plenti']);
    expect(logLines).toEqual([
      expect.objectContaining({
        carId: 'slow',
        msg: `finance: no answer within ${SHORT_TIMEOUT_MS} ms for car slow of harbour-motors`,
      }),
    ]);
  });

  it('treats an unknown car (404) as a car without quotes', async () => {
    expect(await lenders('/a').lendersFor([car('unknown')])).toEqual([{}]);
    expect(logLines[0]).toMatchObject({ carId: 'unknown', status: 404 });
  });

  it('asks each site’s own API for that site’s cars only, by car id alone', async () => {
    const siteA = lenders('/a', 'site-a');
    const siteB = lenders('/b', 'site-b');
    const [fromB] = await siteB.lendersFor([car('good')]);
    expect(Object.keys(fromB!)).toEqual(['money3']);
    expect(requested).toEqual(['/b/cars/good/finance']);
    requested.length = 0;
    const [fromA] = await siteA.lendersFor([car('good')]);
    expect(Object.keys(fromA!)).toEqual(['stratton', 'plenti']);
    expect(requested).toEqual(['/a/cars/good/finance']);
  });

  it('asks once per car of a page, all answered in order', async () => {
    const cars = Array.from({ length: 20 }, (_, i) => car(i % 2 === 0 ? 'good' : 'broken'));
    const result = await lenders('/a').lendersFor(cars);
    expect(requested).toHaveLength(20);
    expect(result.map((entries) => Object.keys(entries).length)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 2 : 0)),
    );
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { regoLookupSettingsSchema } from '@forecourt/tenants/settings/trade-in-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger.js';
import { createRegoLookups } from './create-rego-lookups.js';
import { HttpRegoLookup } from './http-rego-lookup.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real rego service on a free local port; each test says how it answers. */
let handler: Handler;
let server: Server;
let baseUrl: string;
const requests: { url: string; accept: string | undefined }[] = [];
let site: Site;

beforeAll(async () => {
  site = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', accept: request.headers.accept });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rego-api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

const answer =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

const FAILED = 'We couldn’t look up your rego just now. Please enter your car’s details below.';

/** Looks the rego up and keeps what was logged. */
async function lookUp(rego = 'ABC123', timeoutMs = 2000) {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const result = await new HttpRegoLookup(site, { baseUrl, timeoutMs }).lookup(rego, 'QLD');
  const logged = warn.mock.calls.map(([fields, message]) => ({ fields, message }));
  warn.mockRestore();
  return { result, logged };
}

/** The site as a caravan dealer, who calls its vehicles caravans. */
const asCaravanSite = (of: Site): Site => ({
  ...of,
  config: { ...of.config, labels: { ...of.config.labels, vehicleType: 'Caravan' } },
});

function expectLoggedOnce(logged: { fields: unknown; message: unknown }[], reason: string) {
  expect(logged).toEqual([
    {
      fields: { site: 'northside-used-cars', source: 'rego', state: 'QLD', reason },
      message: `rego lookup failed on northside-used-cars: ${reason}`,
    },
  ]);
  // The rego leads to the shopper: it is never logged.
  expect(JSON.stringify(logged)).not.toContain('ABC123');
}

describe('HttpRegoLookup', () => {
  it('asks GET {baseUrl}/rego/{state}/{rego} for JSON and answers the car it names', async () => {
    handler = answer({
      year: 2019,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      body: 'Hatchback',
      fuel: 'Petrol',
      transmission: ' Automatic ',
    });
    const { result, logged } = await lookUp();
    expect(requests).toEqual([{ url: '/rego-api/rego/QLD/ABC123', accept: 'application/json' }]);
    expect(result).toEqual({
      found: true,
      vehicle: {
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        body: 'Hatchback',
        fuel: 'Petrol',
        transmission: 'Automatic',
      },
    });
    expect(logged).toEqual([]);
  });

  it('leaves out what the service does not know', async () => {
    handler = answer({ year: 2015, make: 'Mazda', model: '3', badge: null });
    const { result } = await lookUp();
    expect(result).toEqual({
      found: true,
      vehicle: {
        year: 2015,
        make: 'Mazda',
        model: '3',
        badge: null,
        body: null,
        fuel: null,
        transmission: null,
      },
    });
  });

  it('answers not found for a 404, asking the shopper to check the rego; nothing is logged', async () => {
    handler = answer({ error: 'no such rego' }, 404);
    const { result, logged } = await lookUp('XYZ999');
    expect(result).toEqual({
      found: false,
      message:
        'We couldn’t find rego XYZ999 in QLD. Please check it, or enter your car’s details below.',
    });
    expect(logged).toEqual([]);
  });

  it('logs a 500 and sends the shopper to the details', async () => {
    handler = answer('upstream exploded', 500);
    const { result, logged } = await lookUp();
    expect(result).toEqual({ found: false, message: FAILED });
    expectLoggedOnce(logged, 'answered HTTP 500');
  });

  it('logs an answer that is not a car, or not JSON', async () => {
    handler = answer({ year: '2019', make: 'Toyota' });
    const invalid = await lookUp();
    expect(invalid.result).toEqual({ found: false, message: FAILED });
    expectLoggedOnce(
      invalid.logged,
      'invalid answer (year: Invalid input: expected number, received string; model: Invalid input: expected string, received undefined)',
    );

    handler = answer('<html>maintenance</html>');
    const notJson = await lookUp();
    expect(notJson.result).toEqual({ found: false, message: FAILED });
    expectLoggedOnce(notJson.logged, 'invalid answer (not JSON)');
  });

  it('gives up on a service slower than the timeout', async () => {
    handler = (_request, response) => {
      setTimeout(
        () => answer({ year: 2019, make: 'Toyota', model: 'Corolla' })(_request, response),
        500,
      );
    };
    const { result, logged } = await lookUp('ABC123', 50);
    expect(result).toEqual({ found: false, message: FAILED });
    expectLoggedOnce(logged, 'no answer within 50 ms');
  });

  it('asks a caravan dealer’s shopper for their caravan’s details, not their car’s', async () => {
    const caravans = new HttpRegoLookup(asCaravanSite(site), { baseUrl, timeoutMs: 2000 });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    handler = answer({ error: 'no such rego' }, 404);
    expect(await caravans.lookup('XYZ999', 'QLD')).toEqual({
      found: false,
      message:
        'We couldn’t find rego XYZ999 in QLD. Please check it, or enter your caravan’s details below.',
    });
    handler = answer('upstream exploded', 500);
    expect(await caravans.lookup('ABC123', 'QLD')).toEqual({
      found: false,
      message: 'We couldn’t look up your rego just now. Please enter your caravan’s details below.',
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs a service that cannot be reached', async () => {
    const closed = new HttpRegoLookup(site, {
      baseUrl: 'http://127.0.0.1:9/rego',
      timeoutMs: 2000,
    });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await closed.lookup('ABC123', 'NSW')).toEqual({ found: false, message: FAILED });
    expect(warn.mock.calls[0]?.[1]).toMatch(
      /^rego lookup failed on northside-used-cars: unreachable: /,
    );
  });
});

describe('createRegoLookups', () => {
  it('gives a site without a rego service a lookup that asks for the details', async () => {
    const lookup = createRegoLookups().forSite(site);
    expect(site.config.tradeIn.regoLookup).toBeNull();
    expect(lookup.configured).toBe(false);
    expect(await lookup.lookup('ABC123', 'QLD')).toEqual({
      found: false,
      message: 'Enter your car’s details below.',
    });
    expect(requests).toEqual([]);
    const caravans = createRegoLookups().forSite(asCaravanSite(site));
    expect(await caravans.lookup('ABC123', 'QLD')).toEqual({
      found: false,
      message: 'Enter your caravan’s details below.',
    });
  });

  it('builds the HTTP lookup a site names, once per site', async () => {
    const withService: Site = {
      ...site,
      config: {
        ...site.config,
        tradeIn: {
          ...site.config.tradeIn,
          regoLookup: regoLookupSettingsSchema.parse({ baseUrl, timeoutMs: 2000 }),
        },
      },
    };
    const lookups = createRegoLookups();
    const lookup = lookups.forSite(withService);
    expect(lookup.configured).toBe(true);
    expect(lookups.forSite(withService)).toBe(lookup);
    handler = answer({ year: 2020, make: 'Kia', model: 'Cerato' });
    expect(await lookup.lookup('KIA20', 'VIC')).toMatchObject({ found: true });
    expect(requests.map((r) => r.url)).toEqual(['/rego-api/rego/VIC/KIA20']);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger.js';
import { createTestPlatform } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf, typedErrorFields } from '../common/testing/typed-errors.js';
import { tradeInSite } from './testing/trade-in-test-site.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const REGO_LOOKUP = /* GraphQL */ `
  query RegoLookup($rego: String!, $state: RegoState!) {
    tradeInRegoLookup(rego: $rego, state: $state) {
      ... on TradeInRegoLookup {
        found
        vehicle {
          year
          make
          model
          badge
          body
          fuel
          transmission
        }
        # Error.message is non-null, this one nullable: it takes its own name.
        lookupMessage: message
      }
      ${typedErrorFields('ValidationError', 'RateLimitedError')}
    }
  }
`;

interface RegoLookupAnswer {
  /** The lookup's fields; a refusal answers its typed error instead (`refusalOf`). */
  tradeInRegoLookup: {
    __typename: string;
    found: boolean;
    vehicle: Record<string, unknown> | null;
    lookupMessage: string | null;
  } | null;
}

/** The rego service: knows ABC123 in NSW, nothing else; 500s for ERR500. */
let server: Server;
const asked: string[] = [];
function answer(request: IncomingMessage, response: ServerResponse) {
  asked.push(request.url ?? '');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.url === '/api/rego/NSW/ABC123') {
    return send(200, { year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' });
  }
  if (request.url?.endsWith('/ERR500')) return send(500, { error: 'down' });
  return send(404, { error: 'not found' });
}

let platform: Platform;
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === 'northside-used-cars')!;
  const withRego = tradeInSite(northside, 'rego-motors', { tradeIn: { regoLookup: { baseUrl } } });
  platform = await createTestPlatform(20, [...sites, withRego]);
});
afterAll(async () => {
  await platform.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

const lookUp = (slug: string, rego: string, state = 'NSW') =>
  platform.query<RegoLookupAnswer>(platform.hostOf(slug), REGO_LOOKUP, { rego, state });

describe('tradeInRegoLookup', () => {
  it('answers the car the site’s rego service names, for the rego as the shopper typed it', async () => {
    const response = await lookUp('rego-motors', ' abc-123 ');
    expect(response.data?.tradeInRegoLookup).toEqual({
      __typename: 'TradeInRegoLookup',
      found: true,
      vehicle: {
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        body: null,
        fuel: null,
        transmission: null,
      },
      lookupMessage: null,
    });
    expect(asked).toEqual(['/api/rego/NSW/ABC123']);
  });

  it('asks the shopper to check a rego the service does not know', async () => {
    const response = await lookUp('rego-motors', 'ABC123', 'QLD');
    expect(response.data?.tradeInRegoLookup).toEqual({
      __typename: 'TradeInRegoLookup',
      found: false,
      vehicle: null,
      lookupMessage:
        'We couldn’t find rego ABC123 in QLD. Please check it, or enter your car’s details below.',
    });
  });

  it('sends the shopper to the details when the service fails', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const response = await lookUp('rego-motors', 'ERR500');
    expectAnswered(response);
    expect(response.data?.tradeInRegoLookup).toEqual({
      __typename: 'TradeInRegoLookup',
      found: false,
      vehicle: null,
      lookupMessage:
        'We couldn’t look up your rego just now. Please enter your car’s details below.',
    });
  });

  it('asks for the details on a site without a rego service, which never calls another site’s', async () => {
    const response = await lookUp('northside-used-cars', 'ABC123');
    expect(response.data?.tradeInRegoLookup).toEqual({
      __typename: 'TradeInRegoLookup',
      found: false,
      vehicle: null,
      lookupMessage: 'Enter your car’s details below.',
    });
    expect(asked).toEqual([]);
  });

  it('refuses a rego that is blank or not letters and digits, naming the field', async () => {
    for (const [rego, message] of [
      ['  ', 'rego: Please enter your rego.'],
      ['AB#12', 'rego: Please enter the rego as letters and digits only, at most 9 of them.'],
      ['ABCDEFGHIJ', 'rego: Please enter the rego as letters and digits only, at most 9 of them.'],
    ]) {
      const response = await lookUp('rego-motors', rego!);
      expect(refusalOf(response)).toMatchObject({ __typename: 'ValidationError', message });
    }
    expect(asked).toEqual([]);
    const unknownState = await lookUp('rego-motors', 'ABC123', 'XYZ');
    expect(unknownState.errors?.[0]?.message).toMatch(/RegoState/);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf, typedErrorFields } from '../common/testing/typed-errors.js';
import { tradeInSite } from './testing/trade-in-test-site.js';

const REGO_LOOKUP = /* GraphQL */ `
  query RegoLookup($rego: String!, $state: RegoState!) {
    tradeInRegoLookup(rego: $rego, state: $state) {
      ... on TradeInRegoLookup {
        found
        # Error.message is non-null, this one nullable: it takes its own name.
        lookupMessage: message
      }
      ${typedErrorFields('ValidationError', 'RateLimitedError')}
    }
  }
`;

interface RegoLookupAnswer {
  tradeInRegoLookup: { found: boolean; lookupMessage: string | null } | null;
}

/** The paid rego service: knows every rego; counts what it was asked. */
let server: Server;
let asked = 0;
function answer(_request: IncomingMessage, response: ServerResponse) {
  asked += 1;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ year: 2019, make: 'Jayco', model: 'Starcraft' }));
}

const CARS = 'rego-cars';
const CARAVANS = 'rego-caravans';
const BUSY_CARAVANS = 'busy-rego-caravans';
const NO_SERVICE = 'northside-used-cars';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === NO_SERVICE)!;
  const outback = sites.find((s) => s.config.slug === 'outback-caravans')!;
  platform = await createTestPlatform(
    20,
    [
      ...sites,
      // The default limits.
      tradeInSite(northside, CARS, { tradeIn: { regoLookup: { baseUrl } } }),
      tradeInSite(outback, CARAVANS, { tradeIn: { regoLookup: { baseUrl } } }),
      // A site that pays for few lookups an hour, to reach its limit.
      tradeInSite(outback, BUSY_CARAVANS, {
        tradeIn: {
          regoLookup: {
            baseUrl,
            rateLimit: { perSite: { lookups: 3, windowMinutes: 30 } },
          },
        },
      }),
    ],
    { trustedProxyHops: 1 },
  );
});
afterAll(async () => {
  await platform.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let addressCount = 0;
const newConnection = () => ({ 'x-forwarded-for': `192.0.2.${++addressCount % 250}` });

const lookUp = (slug: string, connection = newConnection()) =>
  platform.query<RegoLookupAnswer>(
    platform.hostOf(slug),
    REGO_LOOKUP,
    { rego: 'ABC123', state: 'NSW' },
    connection,
  );

describe('tradeInRegoLookup’s limits', () => {
  it('lets one connection look up 10 regos an hour, then refuses it and only it', async () => {
    const connection = newConnection();
    const askedBefore = asked;
    for (let looked = 0; looked < 10; looked += 1) {
      const response = await lookUp(CARS, connection);
      expect(response.data?.tradeInRegoLookup?.found).toBe(true);
    }
    const refused = await lookUp(CARS, connection);
    expect(refusalOf(refused)).toMatchObject({
      __typename: 'RateLimitedError',
      message:
        'Too many rego lookups from this connection. Please try again in 60 minutes, or enter the details yourself.',
      scope: 'CONNECTION',
    });
    const retryAfter = refusalOf(refused)!.retryAfterSeconds!;
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused lookup cost the dealer nothing.
    expect(asked - askedBefore).toBe(10);

    expect((await lookUp(CARS)).data?.tradeInRegoLookup?.found).toBe(true);
    // Another site's allowance is its own.
    expect((await lookUp(CARAVANS, connection)).data?.tradeInRegoLookup?.found).toBe(true);
  });

  it('limits a whole site to its lookups in the window, whoever asks', async () => {
    for (let looked = 0; looked < 3; looked += 1) {
      expect((await lookUp(BUSY_CARAVANS)).data?.tradeInRegoLookup?.found).toBe(true);
    }
    const refused = await lookUp(BUSY_CARAVANS);
    expect(refusalOf(refused)).toMatchObject({
      __typename: 'RateLimitedError',
      message:
        'This site has had too many rego lookups just now. Please try again in 30 minutes, or enter the details yourself.',
      scope: 'SITE',
    });
    expect((await lookUp(CARAVANS)).data?.tradeInRegoLookup?.found).toBe(true);
  });

  it('counts nothing on a site without a rego service, which pays for none', async () => {
    const connection = newConnection();
    for (let looked = 0; looked < 12; looked += 1) {
      const response = await lookUp(NO_SERVICE, connection);
      expectAnswered(response);
      expect(response.data?.tradeInRegoLookup?.found).toBe(false);
    }
  });
});

import { CSRF_HEADER } from '@forecourt/schema/api/csrf-header';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/test-platform.js';

/**
 * Issue 16 §3: no other website can write through a shopper's browser. Only JSON bodies are
 * taken, browser requests must carry the CSRF header, and CORS answers only the site's origins.
 */
const platform = await createTestPlatform(50);
const SITE_URL = 'http://northside-used-cars.localhost/graphql';
const EVIL = 'https://evil.example';
const REVEAL =
  'mutation Reveal($carId: ID!) { revealDealerPhone(carId: $carId) { ... on RevealDealerPhonePayload { car { id } } } }';

/** The records store starts on the first write; that start is not part of any test's time. */
const RECORDS_START_TIMEOUT_MS = 120_000;

let carId: string;
beforeAll(async () => {
  const found = await platform.query<{ carSearch: { edges: { node: { id: string } }[] } }>(
    platform.hostOf('northside-used-cars'),
    '{ carSearch(first: 1) { edges { node { id } } } }',
  );
  carId = found.data!.carSearch.edges[0]!.node.id;
  await platform.query(platform.hostOf('northside-used-cars'), REVEAL, { carId });
}, RECORDS_START_TIMEOUT_MS);
afterAll(() => platform.close());

const post = (headers: Record<string, string>, body: BodyInit) =>
  platform.yoga.fetch(SITE_URL, { method: 'POST', headers, body });

const jsonBody = () => JSON.stringify({ query: REVEAL, variables: { carId } });

async function errorsOf(response: Response) {
  return (
    (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] }
  ).errors;
}

describe('POST bodies', () => {
  it('refuses a form-encoded mutation with 415, naming the content type to send', async () => {
    const response = await post(
      { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      new URLSearchParams({ query: REVEAL, variables: JSON.stringify({ carId }) }),
    );
    expect(response.status).toBe(415);
    const [error] = await errorsOf(response);
    expect(error?.message).toMatch(/JSON body only: send Content-Type: application\/json/);
    expect(error?.message).toContain('application/x-www-form-urlencoded');
    expect(error?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a multipart mutation with 415', async () => {
    const form = new FormData();
    form.set('operations', jsonBody());
    form.set('map', '{}');
    const response = await platform.yoga.fetch(SITE_URL, { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect((await errorsOf(response))[0]?.message).toContain('multipart/form-data');
  });

  it('refuses a text/plain body, and a body with no content type', async () => {
    expect((await post({ 'content-type': 'text/plain' }, jsonBody())).status).toBe(415);
    const untyped = await platform.yoga.fetch(SITE_URL, {
      method: 'POST',
      body: new Blob([jsonBody()]),
    });
    expect(untyped.status).toBe(415);
    expect((await errorsOf(untyped))[0]?.message).toContain('sent no Content-Type');
  });

  it('takes JSON with a charset', async () => {
    const response = await post({ 'content-type': 'application/json; charset=utf-8' }, jsonBody());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { revealDealerPhone: { car: { id: carId } } } });
  });
});

describe('the CSRF header', () => {
  const fromPage = {
    'content-type': 'application/json',
    origin: 'http://northside-used-cars.localhost',
    'sec-fetch-site': 'same-origin',
  };

  it('refuses a JSON mutation from a browser without it, with 403 naming the header', async () => {
    const response = await post(fromPage, jsonBody());
    expect(response.status).toBe(403);
    const [error] = await errorsOf(response);
    expect(error?.message).toContain(`must send the ${CSRF_HEADER} header`);
    expect(error?.extensions?.code).toBe('CSRF_HEADER_REQUIRED');
  });

  it('refuses a browser request that shows only Sec-Fetch-Site (a GET, say)', async () => {
    const url = `${SITE_URL}?query=${encodeURIComponent('{ site { name } }')}`;
    const response = await platform.yoga.fetch(url, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the same mutation with the header', async () => {
    const response = await post({ ...fromPage, [CSRF_HEADER]: 'forecourt' }, jsonBody());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { revealDealerPhone: { car: { id: carId } } } });
  });

  it('asks nothing of a partner’s server (no Origin, no Sec-Fetch-Site): POST and GET work', async () => {
    const posted = await post({ 'content-type': 'application/json' }, jsonBody());
    expect(posted.status).toBe(200);
    const url = `${SITE_URL}?query=${encodeURIComponent('{ site { name } }')}`;
    const got = await platform.yoga.fetch(url, { headers: { accept: 'application/json' } });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({ data: { site: { name: expect.any(String) } } });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    platform.yoga.fetch(SITE_URL, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${CSRF_HEADER}`,
      },
    });

  it('answers a preflight from another website with no CORS headers', async () => {
    const response = await preflight(EVIL);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('gives no CORS headers to another website’s actual request either', async () => {
    const response = await post(
      { 'content-type': 'application/json', origin: EVIL, [CSRF_HEADER]: '1' },
      jsonBody(),
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows the site’s own domain, with credentials', async () => {
    const origin = 'https://www.northsideusedcars.com.au';
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
  });

  it('does not allow another site’s domain of the same platform', async () => {
    const response = await preflight('https://www.coastalmotorgroup.com.au');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

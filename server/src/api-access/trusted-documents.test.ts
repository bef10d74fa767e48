import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationCost } from '../api-limits/operation-cost.js';
import { schema } from '../schema.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { issuePartnerKey } from './issue-partner-key.js';
import { readPersistedOperations } from './persisted-operations.js';

/**
 * /graphql as production runs it (`arbitraryDocuments: 'partners-only'`): the web client's
 * persisted operations for everyone, documents of one's own only with a partner key of the
 * request's site, within the key's budgets.
 */

const persisted = readPersistedOperations();
/** The id of the web client's operation with this name. */
function persistedId(name: string): string {
  const found = [...persisted].find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`the web client has no operation ${name}`);
  return found[0];
}

const SITE_NAME = 'query OwnDocument { site { name } }';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let host: string;
let otherHost: string;

beforeAll(async () => {
  platform = await createTestPlatform(30, undefined, { arbitraryDocuments: 'partners-only' });
  host = platform.hostOf(platform.sites[0]!.config.slug);
  otherHost = platform.hostOf(platform.sites[1]!.config.slug);
  // Keys live in the records: start PGlite and migrate before the first case.
  await platform.records.migrate();
}, 120_000);
afterAll(() => platform.close());

async function post(
  to: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await platform.yoga.fetch(`http://${to}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, headers: response.headers, ...json };
}

const byId = (name: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(name) } },
});

async function newKey(
  slug: string,
  budgets: { requestsPerMinute?: number; costPerMinute?: number } = {},
) {
  const issued = await issuePartnerKey(platform.records, platform.site(slug), {
    label: 'Test partner',
    ...budgets,
  });
  return issued;
}

describe('the web client’s persisted operations', () => {
  it('runs an operation by its id, without a key', async () => {
    const { status, data, errors } = await post(host, byId('SiteLayoutQuery'));
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.site).toMatchObject({ name: platform.sites[0]!.config.name });
  });

  it('answers an unknown id with 400 PersistedQueryNotFound', async () => {
    const unknown = 'f'.repeat(64);
    const { status, errors } = await post(host, {
      extensions: { persistedQuery: { version: 1, sha256Hash: unknown } },
    });
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toMatch(/^PersistedQueryNotFound: .*"f{64}"/);
    expect(errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers a body with neither an id nor a document with 400', async () => {
    const { status, errors } = await post(host, { variables: {} });
    expect(status).toBe(400);
    expect(errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ID_REQUIRED');
  });

  it('refuses a document of one’s own without a key, saying how to send one', async () => {
    const { status, headers, data, errors } = await post(host, { query: SITE_NAME });
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer');
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect(errors?.[0]?.message).toContain('Authorization: Bearer');
  });

  it('refuses introspection without a key', async () => {
    const { status, errors } = await post(host, { query: '{ __schema { types { name } } }' });
    expect(status).toBe(401);
    expect(errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('gives anonymous callers no "did you mean" suggestions', async () => {
    const { status, errors } = await post(
      host,
      byId('SearchPageQuery', { path: '/cars', sort: 'LOWEST_PRIC' }),
    );
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toContain('LOWEST_PRIC');
    expect(errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});

describe('partner API keys', () => {
  it('run documents of their own, sent as a Bearer token or as X-API-Key', async () => {
    const { key } = await newKey(platform.sites[0]!.config.slug);
    const bearer = await post(host, { query: SITE_NAME }, { authorization: `Bearer ${key}` });
    expect(bearer.errors).toBeUndefined();
    expect(bearer.data).toEqual({ site: { name: platform.sites[0]!.config.name } });
    const apiKey = await post(host, { query: SITE_NAME }, { 'x-api-key': key });
    expect(apiKey.data).toEqual(bearer.data);
  });

  it('get introspection and suggestions', async () => {
    const { key } = await newKey(platform.sites[0]!.config.slug);
    const auth = { authorization: `Bearer ${key}` };
    const schema = await post(host, { query: '{ __schema { queryType { name } } }' }, auth);
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(host, { query: '{ site { nam } }' }, auth);
    expect(typo.status).toBe(400);
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "name"\?/);
  });

  it('are refused on another site’s host, without naming the site they belong to', async () => {
    const owner = platform.sites[0]!.config;
    const { key } = await newKey(owner.slug);
    const answer = await post(otherHost, { query: SITE_NAME }, { authorization: `Bearer ${key}` });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNKNOWN_API_KEY');
    expect(answer.errors?.[0]?.message).toContain('works only on the host of the site');
    const text = JSON.stringify(answer);
    expect(text).not.toContain(owner.slug);
    expect(text).not.toContain(owner.name);
    expect(answer.data).toBeUndefined();
  });

  it('are refused once revoked', async () => {
    const slug = platform.sites[0]!.config.slug;
    const { key, record } = await newKey(slug);
    await platform.records.forSite(platform.site(slug)).revokePartnerKey(record.id, new Date());
    const answer = await post(host, { query: SITE_NAME }, { authorization: `Bearer ${key}` });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('REVOKED_API_KEY');
    // Not even the web client's operations run with a refused key.
    const persistedWithKey = await post(host, byId('SiteLayoutQuery'), {
      authorization: `Bearer ${key}`,
    });
    expect(persistedWithKey.status).toBe(401);
  });

  it('refuses what cannot be a key, and an unknown key', async () => {
    const malformed = await post(host, { query: SITE_NAME }, { authorization: 'Bearer abc' });
    expect(malformed.status).toBe(401);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
    expect(malformed.errors?.[0]?.message).toContain('fck_');
    const basic = await post(host, { query: SITE_NAME }, { authorization: 'Basic dXNlcjpwdw==' });
    expect(basic.status).toBe(401);
    const unknown = await post(
      host,
      { query: SITE_NAME },
      { authorization: `Bearer fck_${'A'.repeat(43)}` },
    );
    expect(unknown.status).toBe(401);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNKNOWN_API_KEY');
  });

  it('answer 429 with Retry-After once the key’s requests per minute are used up', async () => {
    const { key } = await newKey(platform.sites[0]!.config.slug, { requestsPerMinute: 2 });
    const auth = { authorization: `Bearer ${key}` };
    expect((await post(host, { query: SITE_NAME }, auth)).status).toBe(200);
    expect((await post(host, byId('SiteLayoutQuery'), auth)).status).toBe(200);
    const third = await post(host, { query: SITE_NAME }, auth);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.errors?.[0]?.message).toContain('2 requests per minute');
    expect(third.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // Another key of the same site has budgets of its own.
    const other = await newKey(platform.sites[0]!.config.slug);
    const fresh = await post(host, { query: SITE_NAME }, { 'x-api-key': other.key });
    expect(fresh.status).toBe(200);
  });

  it('answer 429 with Retry-After once the key’s cost budget is used up', async () => {
    // A budget of two such operations a minute.
    const costPerMinute = 2 * operationCost(schema, parse(SITE_NAME));
    const { key } = await newKey(platform.sites[0]!.config.slug, { costPerMinute });
    const auth = { authorization: `Bearer ${key}` };
    expect((await post(host, { query: SITE_NAME }, auth)).status).toBe(200);
    expect((await post(host, { query: SITE_NAME }, auth)).status).toBe(200);
    const third = await post(host, { query: SITE_NAME }, auth);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.errors?.[0]?.message).toContain(`cost budget of ${costPerMinute} per minute`);
    expect(third.data).toBeUndefined();
  });
});

describe('outside production (arbitraryDocuments: always)', () => {
  it('runs anyone’s documents and introspection, and persisted ids too', async () => {
    const open = await createTestPlatform(10, [platform.sites[0]!]);
    try {
      const own = await open.query(host, '{ __schema { queryType { name } } site { name } }');
      expect(own.errors).toBeUndefined();
      expect(own.data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });
      const response = await open.yoga.fetch(`http://${host}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(byId('SiteLayoutQuery')),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { site: unknown } }).data.site).toBeTruthy();
      // Suggestions stay where the schema is open anyway.
      const typo = await open.yoga.fetch(`http://${host}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(byId('SearchPageQuery', { path: '/cars', sort: 'LOWEST_PRIC' })),
      });
      const { errors } = (await typo.json()) as { errors: { message: string }[] };
      expect(errors[0]?.message).toMatch(/Did you mean the enum value "LOWEST_PRICE"/);
    } finally {
      await open.close();
    }
  });
});

import { Kind, type DocumentNode } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRecords } from '../testing/test-records.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { issuePartnerKey } from './issue-partner-key.js';
import type { OperationCostOf } from './operation-cost-of.js';
import { partnerAccess } from './partner-access.js';
import { FlexiblePartnerRateLimiter } from './partner-rate-limiter.js';
import { trustedDocuments } from './trusted-documents.js';

/**
 * The partner plugin on a schema of three fields, with a cost function of the test's own (one
 * per top-level field), so each operation's cost is plain to see.
 */
const schema = createSchema({
  typeDefs: 'type Query { a: Int b: Int c: Int }',
  resolvers: { Query: { a: () => 1, b: () => 2, c: () => 3 } },
});
const topLevelFields: OperationCostOf = (document: DocumentNode) => {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.selectionSet.selections.length ?? 0;
};

const records = createTestRecords();
// Starting PGlite and migrating takes a while on a busy machine.
beforeAll(() => records.migrate(), 120_000);
afterAll(() => records.close());

const access = partnerAccess({
  arbitraryDocuments: 'partners-only',
  siteOf: () => harbourSite,
  records,
  limiter: new FlexiblePartnerRateLimiter(),
  costOf: topLevelFields,
});
const yoga = createYoga({
  schema,
  plugins: [
    access.plugin,
    trustedDocuments({
      arbitraryDocuments: 'partners-only',
      persistedOperations: new Map([['introspect', '{ __schema { queryType { name } } }']]),
      isPartner: (request) => access.partnerOf(request) !== undefined,
    }),
  ],
});

async function post(body: Record<string, unknown>, key?: string) {
  const response = await yoga.fetch('http://harbour.localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...json };
}

const keyWith = async (costPerMinute: number) =>
  (await issuePartnerKey(records, harbourSite, { label: 'cost test', costPerMinute })).key;

describe('a partner key’s cost budget', () => {
  it('counts each operation’s cost, and answers 429 once the next would run over', async () => {
    const key = await keyWith(6);
    expect((await post({ query: '{ a b c }' }, key)).data).toEqual({ a: 1, b: 2, c: 3 });
    expect((await post({ query: '{ a b }' }, key)).data).toEqual({ a: 1, b: 2 });
    const over = await post({ query: '{ a b }' }, key);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(over.errors?.[0]?.message).toMatch(
      /cost budget of 6 per minute is used up \(this operation costs 2\): try again in \d+ s/,
    );
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', cost: 2 });
    expect(over.data).toBeUndefined();
  });

  it('refuses with 400 an operation that costs more than the whole budget, counting nothing', async () => {
    const key = await keyWith(2);
    const tooBig = await post({ query: '{ a b c }' }, key);
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.[0]?.message).toContain(
      'costs 3, more than this API key’s whole budget of 2 per minute'.replace('’', "'"),
    );
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('COST_BUDGET_EXCEEDED');
    expect((await post({ query: '{ a b }' }, key)).data).toEqual({ a: 1, b: 2 });
  });
});

describe('introspection', () => {
  const introspect = { extensions: { persistedQuery: { version: 1, sha256Hash: 'introspect' } } };

  it('is refused to anonymous callers, even in a persisted operation', async () => {
    const anonymous = await post(introspect);
    expect(anonymous.status).toBe(400);
    expect(anonymous.errors?.[0]?.message).toMatch(/^Introspection \("__schema"\) is for partners/);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_FOR_PARTNERS');
  });

  it('is answered for a partner key', async () => {
    const partner = await post(introspect, await keyWith(100));
    expect(partner.errors).toBeUndefined();
    expect(partner.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

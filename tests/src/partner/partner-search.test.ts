import { issuePartnerKey } from '@forecourt/server/api-access/issue-partner-key';
import { createTestPlatform } from '@forecourt/server/testing/test-platform';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from '../__generated__/gql.js';
import type { TypedDocumentString } from '../__generated__/graphql.js';

/**
 * What a partner integration does: a typed query generated from schema.graphql, sent over HTTP
 * to a site's endpoint with the partner's API key, to a server that (like production) runs other
 * documents only for partners. If the schema drops or renames what partners use, this stops
 * compiling.
 */
const UsedUtesQuery = graphql(`
  query PartnerUsedUtes($first: Int!) {
    site {
      name
    }
    carSearch(filters: { carType: [USED] }, sort: LOWEST_PRICE, first: $first) {
      totalCount
      edges {
        node {
          id
          name
          carType
          price
          priceDisplay {
            text
          }
          location {
            name
          }
        }
      }
    }
  }
`);

const platform = await createTestPlatform(200, undefined, { arbitraryDocuments: 'partners-only' });
// What `pnpm partner-keys issue --site coastal-motor-group --label …` does, and prints.
const { key } = await issuePartnerKey(platform.records, platform.site('coastal-motor-group'), {
  label: 'Partner example',
});

async function execute<R, V>(
  host: string,
  document: TypedDocumentString<R, V>,
  variables: V,
  /** null: send no key. */
  apiKey: string | null = key,
) {
  const response = await platform.yoga.fetch(`http://${host}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return {
    status: response.status,
    ...((await response.json()) as { data?: R; errors?: { message: string }[] }),
  };
}

describe('partner integration', () => {
  it('queries a site’s used stock with a typed document and its API key', async () => {
    const { data, errors } = await execute('coastal-motor-group.localhost', UsedUtesQuery, {
      first: 10,
    });
    expect(errors).toBeUndefined();
    expect(data?.site.name).toBe('Coastal Motor Group');
    const nodes = data!.carSearch.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n) => n.carType === 'USED')).toBe(true);
    const prices = nodes.map((n) => n.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('is refused without the key, and with it on another site', async () => {
    const anonymous = await execute(
      'coastal-motor-group.localhost',
      UsedUtesQuery,
      { first: 1 },
      null,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toBeUndefined();
    const elsewhere = await execute(
      `${platform.sites.find((s) => s.config.slug !== 'coastal-motor-group')!.config.slug}.localhost`,
      UsedUtesQuery,
      { first: 1 },
    );
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.errors?.[0]?.message).toContain('works only on the host of the site');
  });
});

afterAll(() => platform.close());

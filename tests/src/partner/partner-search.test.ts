import { createTestPlatform } from '@forecourt/server/testing/test-platform';
import { describe, expect, it } from 'vitest';
import { graphql } from '../__generated__/gql.js';
import type { TypedDocumentString } from '../__generated__/graphql.js';

/**
 * What a partner integration does: a typed query generated from schema.graphql, sent over HTTP
 * to a site's endpoint. If the schema drops or renames what partners use, this stops compiling.
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

const platform = await createTestPlatform(200);

async function execute<R, V>(host: string, document: TypedDocumentString<R, V>, variables: V) {
  const response = await platform.yoga.fetch(`http://${host}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await response.json()) as { data?: R; errors?: { message: string }[] };
}

describe('partner integration', () => {
  it('queries a site’s used stock with a typed document', async () => {
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
});

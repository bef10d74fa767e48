import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';
import { costVariableNames } from './cost-variables.js';

const namesIn = (text: string) => costVariableNames(schema, parse(text));

describe('the variables a cost reads', () => {
  it('lists those given to an argument a weight reads, not the rest of its field’s', () => {
    expect(
      namesIn(`query ($first: Int, $page: Int, $make: String, $sort: CarSort) {
        carSearch(first: $first, page: $page, sort: $sort, filters: { make: [$make] }) {
          totalCount
        }
      }`),
    ).toEqual(['first']);
  });

  it('finds them in fragments, nested fields and inside list and object values', () => {
    expect(
      namesIn(`query ($path: String!, $n: Int, $ids: [ID!]!, $id: ID!) {
        searchLanding(path: $path) { ...Results }
        nodes(ids: [$id]) { id }
        other: nodes(ids: $ids) { id }
      }
      fragment Results on SearchLanding { results(first: $n) { totalCount } }`),
    ).toEqual(['id', 'ids', 'n']);
  });

  it('lists none for a document whose weights read no variable', () => {
    expect(namesIn('query ($slug: String!) { carsBySlugs(slugs: ["a", "b"]) { id } }')).toEqual([]);
    expect(namesIn('query ($slug: String!) { car(slug: $slug) { id name } }')).toEqual([]);
  });
});

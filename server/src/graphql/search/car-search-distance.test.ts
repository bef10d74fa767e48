import { beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@forecourt/schema/geo/haversine';
import {
  createTestPlatform,
  TEST_POSTCODES,
  type GraphQLResponse,
} from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

interface Node {
  id: string;
  slug: string;
  make: string;
  distanceKm: number | null;
  location: { address: { latitude: number; longitude: number } };
}
interface SearchData {
  carSearch: {
    totalCount: number;
    edges: { node: Node }[];
    facets: { attribute: string; values: { value: string; count: number }[] }[];
  };
}

const SEARCH = /* GraphQL */ `
  query DistanceSearch($filters: CarFilters, $sort: CarSort, $first: Int, $page: Int) {
    carSearch(filters: $filters, sort: $sort, first: $first, page: $page) {
      totalCount
      edges {
        node {
          id
          slug
          make
          distanceKm
          location {
            address {
              latitude
              longitude
            }
          }
        }
      }
      facets {
        attribute
        values {
          value
          count
        }
      }
    }
  }
`;

const COASTAL = 'coastal-motor-group.localhost';
/** Brisbane city: coastal's yards are from a few km to several hundred km away. */
const BRISBANE = '4000';

let platform: Platform;
const search = (variables: Record<string, unknown>) =>
  platform.query<SearchData>(COASTAL, SEARCH, variables);
const ok = (response: GraphQLResponse<SearchData>) => {
  expect(response.errors).toBeUndefined();
  return response.data!.carSearch;
};
const distances = (result: SearchData['carSearch']) => result.edges.map((e) => e.node.distanceKm);

beforeAll(async () => {
  platform = await createTestPlatform(300);
});

describe('carSearch near a postcode', () => {
  it('gives every result its straight-line distance from the postcode', async () => {
    const result = ok(await search({ filters: { near: { postcode: BRISBANE } }, first: 50 }));
    const place = (await TEST_POSTCODES.placeOf(BRISBANE))!;
    expect(result.edges.length).toBeGreaterThan(0);
    for (const { node } of result.edges) {
      const { latitude, longitude } = node.location.address;
      expect(node.distanceKm).toBe(
        Math.round(haversineKm(place, { lat: latitude, long: longitude })),
      );
    }
  });

  it('leaves distanceKm null in a search without a postcode', async () => {
    const result = ok(await search({ first: 5 }));
    expect(distances(result)).toEqual([null, null, null, null, null]);
  });

  it('sorts NEAREST first across pages', async () => {
    const filters = { near: { postcode: BRISBANE } };
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        ok(await search({ filters, sort: 'NEAREST', first: 20, page })),
      ),
    );
    const all = pages.flatMap(distances) as number[];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBeGreaterThan(1);
  });

  it('keeps only vehicles within withinKm, counting facets inside the radius', async () => {
    const everywhere = ok(await search({ filters: { near: { postcode: BRISBANE } } }));
    const near = ok(
      await search({ filters: { near: { postcode: BRISBANE, withinKm: 100 } }, first: 100 }),
    );
    expect(near.totalCount).toBeGreaterThan(0);
    expect(near.totalCount).toBeLessThan(everywhere.totalCount);
    for (const d of distances(near)) expect(d).toBeLessThanOrEqual(100);
    const makes = near.facets.find((f) => f.attribute === 'MAKE')!;
    expect(makes.values.reduce((sum, v) => sum + v.count, 0)).toBe(near.totalCount);
  });

  it('refuses a malformed postcode, naming the field, without a server error', async () => {
    const response = await search({ filters: { near: { postcode: '40a0' } } });
    expect(response.status).toBe(200);
    expect(response.errors?.[0]?.message).toMatch(
      /postcode: must be an Australian postcode of 4 digits/,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown postcode, naming the field', async () => {
    const response = await search({ filters: { near: { postcode: '0001' } } });
    expect(response.errors?.[0]?.message).toBe(
      'filters.near.postcode: 0001 is not an Australian postcode we know',
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('bounds withinKm to 1–5000', async () => {
    for (const withinKm of [0, 5001]) {
      const response = await search({ filters: { near: { postcode: BRISBANE, withinKm } } });
      expect(response.errors?.[0]?.message).toMatch(/withinKm: must be between 1 and 5000/);
    }
  });

  it('refuses NEAREST without a postcode', async () => {
    const response = await search({ sort: 'NEAREST' });
    expect(response.errors?.[0]?.message).toBe('sort: NEAREST needs a postcode in filters.near');
  });
});

describe('Car.distanceFromPostcode', () => {
  const CAR = /* GraphQL */ `
    query CarDistance($slug: String!, $postcode: String!) {
      car(slug: $slug) {
        distanceFromPostcode(postcode: $postcode) {
          postcode
          km
        }
        location {
          address {
            latitude
            longitude
          }
        }
      }
    }
  `;
  interface CarData {
    car: {
      distanceFromPostcode: { postcode: string; km: number | null } | null;
      location: { address: { latitude: number; longitude: number } };
    };
  }

  it('measures from the postcode to the vehicle’s yard', async () => {
    const [first] = ok(await search({ first: 1 })).edges;
    const response = await platform.query<CarData>(COASTAL, CAR, {
      slug: first!.node.slug,
      postcode: '2000',
    });
    expect(response.errors).toBeUndefined();
    const place = (await TEST_POSTCODES.placeOf('2000'))!;
    const { latitude, longitude } = response.data!.car.location.address;
    expect(response.data!.car.distanceFromPostcode).toEqual({
      postcode: '2000',
      km: Math.round(haversineKm(place, { lat: latitude, long: longitude })),
    });
  });

  it('answers null for an unknown postcode and refuses a malformed one, naming the argument', async () => {
    const [first] = ok(await search({ first: 1 })).edges;
    const ask = (postcode: string) =>
      platform.query<CarData>(COASTAL, CAR, { slug: first!.node.slug, postcode });
    const unknown = await ask('0001');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.car.distanceFromPostcode).toBeNull();
    const malformed = await ask('12345');
    expect(malformed.errors?.[0]?.message).toMatch(
      /postcode: must be an Australian postcode of 4 digits/,
    );
  });
});

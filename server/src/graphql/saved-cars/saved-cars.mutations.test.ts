import { randomUUID } from 'node:crypto';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../../accounts/viewer.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 60;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

/** Tests sign a shopper in with a header naming the user id (real sessions are cookies). */
const testViewerOf: ViewerOf = async (request) => {
  const userId = request.headers.get('x-test-user');
  return userId ? { userId, email: `${userId}@example.com`, phone: null } : null;
};

const LISTS = /* GraphQL */ `
  query SavedLists {
    viewer {
      favourites: savedCars(list: FAVOURITES) {
        carId
        car {
          slug
        }
      }
      compare: savedCars(list: COMPARE) {
        carId
      }
    }
  }
`;

const SET = /* GraphQL */ `
  mutation Set($list: SavedCarList!, $carId: ID!, $saved: Boolean!) {
    setSavedCar(list: $list, carId: $carId, saved: $saved) {
      __typename
      ... on SetSavedCarPayload {
        saved
        savedCars {
          carId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const MERGE = /* GraphQL */ `
  mutation Merge($favourites: [ID!]!, $compare: [ID!]!) {
    mergeSavedCars(favourites: $favourites, compare: $compare) {
      __typename
      ... on MergeSavedCarsPayload {
        favourites {
          carId
        }
        compare {
          carId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Payload = {
  __typename: string;
  message?: string;
  saved?: boolean;
  savedCars?: { carId: string }[];
  favourites?: { carId: string }[];
  compare?: { carId: string }[];
};

beforeAll(async () => {
  platform = await createTestPlatform(SIZE, undefined, { viewerOf: testViewerOf });
});
afterAll(() => platform.close());

const carsOf = (site: string) =>
  generateStock(platform.site(site), { size: SIZE, now: TEST_NOW })
    .filter((car) => car.status === 'in_stock')
    .map((car) => encodeGlobalID('Car', car.id));
const as = (user: string | null, site = COASTAL) => ({
  query: <T>(document: string, variables: Record<string, unknown> = {}) =>
    platform.query<T>(
      platform.hostOf(site),
      document,
      variables,
      user ? { 'x-test-user': user } : {},
    ),
});
const set = async (user: string | null, list: string, carId: string, saved: boolean) =>
  (await as(user).query<{ setSavedCar: Payload }>(SET, { list, carId, saved })).data?.setSavedCar;
const ids = (cars: { carId: string }[] | undefined) => cars?.map((car) => car.carId);

describe('saved cars of a signed-in shopper', () => {
  it('puts a car on a list and takes it off, and the viewer lists it with the car', async () => {
    const user = randomUUID();
    const [car] = carsOf(COASTAL);
    expect(ids((await set(user, 'FAVOURITES', car!, true))?.savedCars)).toEqual([car]);

    const lists = await as(user).query<{
      viewer: { favourites: { carId: string; car: { slug: string } | null }[]; compare: [] };
    }>(LISTS);
    expect(lists.data?.viewer.favourites).toEqual([{ carId: car, car: expect.any(Object) }]);
    expect(lists.data?.viewer.compare).toEqual([]);

    expect(await set(user, 'FAVOURITES', car!, false)).toMatchObject({
      saved: false,
      savedCars: [],
    });
  });

  it('refuses a visitor, a car of another site and a fifth car to compare', async () => {
    const user = randomUUID();
    const own = carsOf(COASTAL);
    const foreign = carsOf(NORTHSIDE).find((id) => !own.includes(id));

    expect(await set(null, 'FAVOURITES', own[0]!, true)).toMatchObject({
      __typename: 'SavedCarsSignInNeededError',
    });
    expect(await set(user, 'FAVOURITES', foreign!, true)).toMatchObject({
      __typename: 'NotFoundError',
    });
    for (const car of own.slice(0, 4)) await set(user, 'COMPARE', car, true);
    expect(await set(user, 'COMPARE', own[4]!, true)).toMatchObject({
      __typename: 'SavedCarListFullError',
      message: 'Your compare list holds up to 4 vehicles: take one off first',
    });
  });

  it('merges the browser’s lists once, leaving out ids of no car of this site', async () => {
    const user = randomUUID();
    const own = carsOf(COASTAL);
    const foreign = carsOf(NORTHSIDE).find((id) => !own.includes(id))!;
    await set(user, 'FAVOURITES', own[0]!, true);
    const variables = {
      favourites: [own[1], foreign, 'not-an-id', own[0]],
      compare: [own[2]],
    };

    const merged = (await as(user).query<{ mergeSavedCars: Payload }>(MERGE, variables)).data
      ?.mergeSavedCars;
    expect(ids(merged?.favourites)).toEqual([own[0], own[1]]);
    expect(ids(merged?.compare)).toEqual([own[2]]);
    const again = (await as(user).query<{ mergeSavedCars: Payload }>(MERGE, variables)).data
      ?.mergeSavedCars;
    expect(again).toEqual(merged);
  });

  it('refuses a merge of more than four cars to compare, naming the field', async () => {
    const { data } = await as(randomUUID()).query<{ mergeSavedCars: Payload }>(MERGE, {
      favourites: [],
      compare: carsOf(COASTAL).slice(0, 5),
    });
    expect(data?.mergeSavedCars.__typename).toBe('ValidationError');
    expect(data?.mergeSavedCars.message).toContain('compare');
  });

  it('keeps a shopper’s lists on their own site', async () => {
    const user = randomUUID();
    const [car] = carsOf(COASTAL);
    await set(user, 'FAVOURITES', car!, true);

    const elsewhere = await as(user, NORTHSIDE).query<{ viewer: { favourites: [] } }>(LISTS);
    expect(elsewhere.data?.viewer.favourites).toEqual([]);
  });
});

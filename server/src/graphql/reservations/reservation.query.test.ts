import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../../accounts/viewer.js';
import type { Reservation } from '../../reservations/reservation.types.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

/**
 * Reservations through the API: a site's reservation by its id, with nothing of the shopper but
 * their first name and a masked e-mail; never another site's; the signed-in shopper's own list;
 * and the site's reserving settings and each car's reserve page.
 */

const USER_ID = randomUUID();
/** Signed in as USER_ID when the request says so: enough to read Viewer.reservations. */
const viewerOf: ViewerOf = (request) =>
  Promise.resolve(
    request.headers.get('x-test-viewer') === 'yes'
      ? { userId: USER_ID, email: 'jo.citizen@example.com', phone: null }
      : null,
  );
const platform = await createTestPlatform(20, undefined, { viewerOf });
afterAll(() => platform.close());

const NORTHSIDE = 'northside-used-cars';
const COASTAL = 'coastal-motor-group';

async function storeReservation(slug: string, userId: string | null): Promise<Reservation> {
  const site = platform.site(slug);
  const found = await platform.query<{
    carSearch: { edges: { node: { internalId: string; slug: string; name: string } }[] };
  }>(platform.hostOf(slug), `{ carSearch(first: 1) { edges { node { internalId slug name } } } }`);
  const car = found.data?.carSearch.edges[0]?.node;
  const records = platform.records.forSite(site);
  const created = await records.createReservation(
    {
      id: randomUUID(),
      reference: randomUUID().slice(0, 8).toUpperCase(),
      idempotencyKey: randomUUID(),
      userId,
      journeyId: null,
      shopper: {
        firstName: 'Jo',
        lastName: 'Citizen',
        email: 'jo.citizen@example.com',
        phone: '04 1234 5678',
        postcode: '4000',
      },
      car: {
        carId: car?.internalId ?? 'gone-car',
        slug: car?.slug ?? 'gone-car',
        name: car?.name ?? '2019 Gone Car',
        year: 2019,
        make: 'Toyota',
        model: 'Hilux',
        stockNumber: 'S1',
        km: 1000,
        price: 30_000,
        carType: 'used',
        dealershipId: 'd1',
      },
      depositCents: 25_000,
      provider: 'development',
      paymentDueBy: new Date(TEST_NOW.getTime() + 30 * 60_000),
    },
    TEST_NOW,
  );
  if (created.outcome !== 'created') throw new Error(`not stored: ${created.outcome}`);
  const paid = await records.moveReservation(
    created.reservation.id,
    ['pending'],
    'paid',
    TEST_NOW,
    {
      paymentId: 'pay-1',
      holdUntil: new Date(TEST_NOW.getTime() + 48 * 3_600_000),
    },
  );
  return paid!;
}

const RESERVATION = /* GraphQL */ `
  query ($id: ID!) {
    reservation(id: $id) {
      reservationId
      reference
      state
      path
      carName
      depositText
      paidAt
      holdUntil
      firstName
      maskedEmail
      car {
        slug
      }
    }
  }
`;

let northside: Reservation;
let coastal: Reservation;
beforeAll(async () => {
  northside = await storeReservation(NORTHSIDE, USER_ID);
  coastal = await storeReservation(COASTAL, null);
}, 60_000);

describe('Query.reservation', () => {
  it('answers the site’s reservation with the shopper’s first name and masked e-mail only', async () => {
    const { data } = await platform.query(platform.hostOf(NORTHSIDE), RESERVATION, {
      id: northside.id,
    });
    expect(data?.reservation).toEqual({
      reservationId: northside.id,
      reference: northside.reference,
      state: 'PAID',
      path: `/reservations/${northside.id}`,
      carName: northside.car.name,
      depositText: '$250',
      paidAt: TEST_NOW.toISOString(),
      holdUntil: new Date(TEST_NOW.getTime() + 48 * 3_600_000).toISOString(),
      firstName: 'Jo',
      maskedEmail: 'j•••@example.com',
      car: { slug: northside.car.slug },
    });
    // The reservation's random id may hold any four digits: the scan is of everything else.
    const withoutId = JSON.stringify(data).replaceAll(northside.id, '');
    expect(withoutId).not.toMatch(/Citizen|1234|4000|jo\.citizen/);
  });

  it('never answers another site’s reservation', async () => {
    const { data, errors } = await platform.query(platform.hostOf(NORTHSIDE), RESERVATION, {
      id: coastal.id,
    });
    expect(errors).toBeUndefined();
    expect(data?.reservation).toBeNull();
  });

  it('answers null, not an error, for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1", '']) {
      const { data, errors } = await platform.query(platform.hostOf(NORTHSIDE), RESERVATION, {
        id,
      });
      expect(errors, id).toBeUndefined();
      expect(data?.reservation, id).toBeNull();
    }
  });
});

describe('Viewer.reservations', () => {
  const MINE = `{ viewer { reservations { reference path } } }`;

  it('lists the signed-in shopper’s own reservations on this site', async () => {
    const { data } = await platform.query(
      platform.hostOf(NORTHSIDE),
      MINE,
      {},
      {
        'x-test-viewer': 'yes',
      },
    );
    expect(data?.viewer).toEqual({
      reservations: [{ reference: northside.reference, path: `/reservations/${northside.id}` }],
    });
  });

  it('lists none of them on another site', async () => {
    const { data } = await platform.query(
      platform.hostOf(COASTAL),
      MINE,
      {},
      {
        'x-test-viewer': 'yes',
      },
    );
    expect(data?.viewer).toEqual({ reservations: [] });
  });
});

describe('the site’s reserving and a car’s reserve page', () => {
  const SETTINGS = `{
    site { reservations { deposit depositText pathName title terms holdHours } }
    carSearch(first: 21) { edges { node { slug canReserve reservePath reserveRefusal } } }
  }`;

  it('fills the deposit into the heading and leads to the site’s own address', async () => {
    const { data, errors } = await platform.query<{
      site: { reservations: Record<string, unknown> };
      carSearch: {
        edges: {
          node: {
            slug: string;
            canReserve: boolean;
            reservePath: string | null;
            reserveRefusal: string | null;
          };
        }[];
      };
    }>(platform.hostOf(NORTHSIDE), SETTINGS);
    expect(errors).toBeUndefined();
    expect(data?.site.reservations).toMatchObject({
      deposit: 250,
      depositText: '$250',
      pathName: 'buy-online',
      title: 'Reserve Car Now for $250',
      holdHours: 48,
    });
    const cars = data!.carSearch.edges.map((edge) => edge.node);
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car.reservePath).toBe(car.canReserve ? `/cars/${car.slug}/buy-online` : null);
      expect(car.reserveRefusal === null).toBe(car.canReserve);
    }
  });
});

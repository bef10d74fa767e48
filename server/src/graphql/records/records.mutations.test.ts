import { encodeGlobalID } from '@pothos/plugin-relay';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../http/visitor-cookie.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 200;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

beforeAll(async () => {
  platform = await createTestPlatform(SIZE);
});
afterAll(async () => {
  await platform.close();
});

const stockOf = (slug: string) => generateStock(platform.site(slug), { size: SIZE, now: TEST_NOW });
const inStock = (slug: string, carType: CarRecord['carType']) =>
  stockOf(slug).filter((car) => car.status === 'in_stock' && car.carType === carType);
const carGlobalId = (car: CarRecord) => encodeGlobalID('Car', car.id);
const visitor = (id: string) => ({ cookie: `${VISITOR_COOKIE}=${id}` });

const VISITOR_A = '00000000-0000-4000-8000-00000000000a';
const VISITOR_B = '00000000-0000-4000-8000-00000000000b';

const RECORD_CAR_VIEW = /* GraphQL */ `
  mutation RecordCarView($carId: ID!) {
    recordCarView(carId: $carId) {
      counted
      car {
        id
        views
      }
    }
  }
`;
interface RecordCarViewData {
  recordCarView: { counted: boolean; car: { id: string; views: number } };
}

const CAR_VIEWS = /* GraphQL */ `
  query CarViews($slug: String!) {
    car(slug: $slug) {
      views
    }
  }
`;

const TRACK_EVENT = /* GraphQL */ `
  mutation TrackEvent($eventId: Int!, $carId: ID) {
    trackEvent(eventId: $eventId, carId: $carId) {
      recorded
    }
  }
`;

const recordView = (slug: string, car: CarRecord, headers: Record<string, string>) =>
  platform.query<RecordCarViewData>(
    platform.hostOf(slug),
    RECORD_CAR_VIEW,
    { carId: carGlobalId(car) },
    headers,
  );
const viewsOf = async (slug: string, car: CarRecord) =>
  (
    await platform.query<{ car: { views: number } | null }>(platform.hostOf(slug), CAR_VIEWS, {
      slug: car.slug,
    })
  ).data?.car?.views;
const coastalRecords = () => platform.records.forSite(platform.site(COASTAL));

describe('Car.views and recordCarView', () => {
  it('counts a shopper’s view once a day and answers the fresh count', async () => {
    const car = inStock(COASTAL, 'new')[0]!;
    expect(await viewsOf(COASTAL, car)).toBe(0);

    const first = await recordView(COASTAL, car, visitor(VISITOR_A));
    expect(first.errors).toBeUndefined();
    expect(first.data?.recordCarView).toEqual({
      counted: true,
      car: { id: carGlobalId(car), views: 1 },
    });

    const again = await recordView(COASTAL, car, visitor(VISITOR_A));
    expect(again.data?.recordCarView).toMatchObject({ counted: false, car: { views: 1 } });

    const other = await recordView(COASTAL, car, visitor(VISITOR_B));
    expect(other.data?.recordCarView).toMatchObject({ counted: true, car: { views: 2 } });
    expect(await viewsOf(COASTAL, car)).toBe(2);
  });

  it('counts a caller without the cookie once a day by its address and browser', async () => {
    const car = inStock(COASTAL, 'new')[1]!;
    const partner = { 'x-forwarded-for': '198.51.100.4', 'user-agent': 'PartnerFeed/2.1' };
    expect((await recordView(COASTAL, car, partner)).data?.recordCarView.counted).toBe(true);
    expect((await recordView(COASTAL, car, partner)).data?.recordCarView.counted).toBe(false);
    const elsewhere = { ...partner, 'x-forwarded-for': '198.51.100.5' };
    expect((await recordView(COASTAL, car, elsewhere)).data?.recordCarView).toMatchObject({
      counted: true,
      car: { views: 2 },
    });
  });

  it('records the used-vehicle detail view event for a used car only', async () => {
    const used = inStock(COASTAL, 'used')[0]!;
    const fresh = inStock(COASTAL, 'new')[2]!;
    await recordView(COASTAL, used, visitor(VISITOR_A));
    await recordView(COASTAL, fresh, visitor(VISITOR_A));
    expect(await coastalRecords().analyticsEvents({ carId: used.id })).toEqual([
      { eventId: 4, carId: used.id, visitorKey: VISITOR_A, occurredAt: TEST_NOW },
    ]);
    expect(await coastalRecords().analyticsEvents({ carId: fresh.id })).toEqual([]);
  });

  it('rejects a car of another site, naming carId', async () => {
    const northsideCar = inStock(NORTHSIDE, 'used')[0]!;
    const response = await recordView(COASTAL, northsideCar, visitor(VISITOR_A));
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.message).toMatch(/^carId: /);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await viewsOf(NORTHSIDE, northsideCar)).toBe(0);
  });

  it('rejects an id that is not a car’s', async () => {
    for (const carId of ['not-a-global-id', encodeGlobalID('Location', 'loc-1')]) {
      const response = await platform.query(platform.hostOf(COASTAL), RECORD_CAR_VIEW, { carId });
      expect(response.errors?.[0]?.message).toMatch(/^carId: /);
    }
  });
});

describe('trackEvent', () => {
  it('records a catalogue event about a car', async () => {
    const car = inStock(COASTAL, 'new')[3]!;
    const response = await platform.query(
      platform.hostOf(COASTAL),
      TRACK_EVENT,
      { eventId: 25, carId: carGlobalId(car) },
      visitor(VISITOR_B),
    );
    expect(response.data).toEqual({ trackEvent: { recorded: true } });
    expect(await coastalRecords().analyticsEvents({ carId: car.id })).toEqual([
      { eventId: 25, carId: car.id, visitorKey: VISITOR_B, occurredAt: TEST_NOW },
    ]);
  });

  it('records an event about no car', async () => {
    const before = (await coastalRecords().analyticsEvents({ eventId: 49 })).length;
    const response = await platform.query(platform.hostOf(COASTAL), TRACK_EVENT, { eventId: 49 });
    expect(response.data).toEqual({ trackEvent: { recorded: true } });
    expect(await coastalRecords().analyticsEvents({ eventId: 49 })).toHaveLength(before + 1);
  });

  it('rejects an id outside the catalogue, naming eventId and the known ids', async () => {
    const response = await platform.query(platform.hostOf(COASTAL), TRACK_EVENT, { eventId: 5 });
    expect(response.data).toBeNull();
    const message = response.errors?.[0]?.message ?? '';
    expect(message).toMatch(/^eventId: /);
    expect(message).toContain('4, 14, 15');
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await coastalRecords().analyticsEvents({ eventId: 5 })).toEqual([]);
  });

  it('rejects a car of another site, naming carId', async () => {
    const northsideCar = inStock(NORTHSIDE, 'used')[2]!;
    const response = await platform.query(platform.hostOf(COASTAL), TRACK_EVENT, {
      eventId: 39,
      carId: carGlobalId(northsideCar),
    });
    expect(response.errors?.[0]?.message).toMatch(/^carId: /);
  });
});

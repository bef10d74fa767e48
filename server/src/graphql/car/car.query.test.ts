import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 300;

const CAR = /* GraphQL */ `
  query Car($slug: String!) {
    car(slug: $slug) {
      id
      internalId
      slug
      path
      name
      status
      available
      carType
      km
      tag {
        kind
        label
        colour
      }
      priceDisplay {
        kind
        amount
        wasAmount
        text
      }
      images {
        url
        width
        height
        alt
      }
      location {
        name
        phone
        address {
          city
          state
        }
      }
      variant {
        engineSizeCc
        engineSizeLitres
      }
    }
  }
`;

interface CarData {
  car: {
    internalId: string;
    path: string;
    name: string;
    status: string;
    available: boolean;
    tag: { kind: string; label: string; colour: string | null } | null;
    priceDisplay: { kind: string; amount: number | null; wasAmount: number | null; text: string };
    images: { url: string; width: number; height: number }[];
    location: { name: string; phone: string | null; address: { city: string } };
    variant: { engineSizeCc: number | null; engineSizeLitres: number | null };
  } | null;
}

beforeAll(async () => {
  platform = await createTestPlatform(SIZE);
});

const coastalStock = () =>
  generateStock(platform.site('coastal-motor-group'), { size: SIZE, now: TEST_NOW });
const getCar = (slug: string) =>
  platform.query<CarData>('coastal-motor-group.localhost', CAR, { slug });

describe('car(slug)', () => {
  it('answers a car with its page path, images and location', async () => {
    const record = coastalStock().find((c) => c.status === 'in_stock' && c.photosCount > 0)!;
    const { data } = await getCar(record.slug);
    expect(data?.car).toMatchObject({
      internalId: record.id,
      path: `/cars/${record.slug}`,
      status: 'IN_STOCK',
      available: true,
    });
    expect(data?.car?.images).toHaveLength(record.photosCount);
    expect(data?.car?.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(data?.car?.location.phone ?? '').toMatch(/^(0\d \d{4} \d{4}|1[38]00 \d{3} \d{3})?$/);
  });

  it('is null for an unknown slug and for a car sold before the window', async () => {
    expect((await getCar('no-such-car')).data?.car).toBeNull();
    const window = platform.site('coastal-motor-group').config.search.recentlySoldDays * DAY_MS;
    const longSold = coastalStock().find(
      (c) => c.status === 'sold' && c.soldAt && TEST_NOW.getTime() - Date.parse(c.soldAt) > window,
    )!;
    expect(longSold).toBeDefined();
    expect((await getCar(longSold.slug)).data?.car).toBeNull();
  });

  it('shows a recently sold car as not available with the sold tag', async () => {
    const window = platform.site('coastal-motor-group').config.search.recentlySoldDays * DAY_MS;
    const recent = coastalStock().find(
      (c) =>
        c.status === 'sold' &&
        c.soldAt &&
        TEST_NOW.getTime() - Date.parse(c.soldAt) < window &&
        !c.reserved &&
        !c.customTag &&
        TEST_NOW.getTime() - Date.parse(c.createdAt) > 8 * DAY_MS &&
        !/electric|hybrid/i.test(c.fuel ?? ''),
    )!;
    expect(recent).toBeDefined();
    const { data } = await getCar(recent.slug);
    expect(data?.car).toMatchObject({
      status: 'SOLD',
      available: false,
      tag: { kind: 'SOLD', label: 'JUST SOLD' },
    });
  });

  it('tags a reserved car Reserved unless an electrified tag ranks higher', async () => {
    const reserved = coastalStock().find(
      (c) => c.reserved && c.status === 'in_stock' && !/electric|hybrid/i.test(c.fuel ?? ''),
    )!;
    expect(reserved).toBeDefined();
    expect((await getCar(reserved.slug)).data?.car?.tag).toMatchObject({
      kind: 'RESERVED',
      label: 'Reserved',
    });
  });

  it('shows a reduced price with the earlier price', async () => {
    const reduced = coastalStock().find(
      (c) =>
        c.status === 'in_stock' &&
        c.beforePrice &&
        c.beforePrice > c.price &&
        c.price > 10 &&
        !c.offerPrice,
    )!;
    expect(reduced).toBeDefined();
    const { data } = await getCar(reduced.slug);
    expect(data?.car?.priceDisplay).toMatchObject({
      kind: 'REDUCED',
      amount: reduced.price,
      wasAmount: reduced.beforePrice,
    });
    expect(data?.car?.priceDisplay.text).toMatch(/^\$[\d,]+$/);
  });

  it('gives engine size in litres with one decimal', async () => {
    const car = coastalStock().find((c) => c.status === 'in_stock' && c.variant.engineSizeCc)!;
    const { data } = await getCar(car.slug);
    expect(data?.car?.variant.engineSizeLitres).toBe(
      Math.round(car.variant.engineSizeCc! / 100) / 10,
    );
  });
});

describe('carByInternalId(internalId)', () => {
  const BY_ID = /* GraphQL */ `
    query CarById($internalId: String!) {
      carByInternalId(internalId: $internalId) {
        internalId
        slug
      }
    }
  `;
  type ByIdData = { carByInternalId: { internalId: string; slug: string } | null };

  it('finds a car of the site by its feed id, and nothing of another site', async () => {
    const car = coastalStock().find((c) => c.status === 'in_stock')!;
    const own = await platform.query<ByIdData>('coastal-motor-group.localhost', BY_ID, {
      internalId: car.id,
    });
    expect(own.data!.carByInternalId).toEqual({ internalId: car.id, slug: car.slug });

    const other = await platform.query<ByIdData>('northside-used-cars.localhost', BY_ID, {
      internalId: car.id,
    });
    expect(other.data!.carByInternalId).toBeNull();
  });

  it('rejects a blank id, naming the argument', async () => {
    const result = await platform.query('coastal-motor-group.localhost', BY_ID, {
      internalId: ' ',
    });
    expect(result.errors![0]!.message).toContain('internalId');
  });
});

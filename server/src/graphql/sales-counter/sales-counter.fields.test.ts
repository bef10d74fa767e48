import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const SALES_COUNTER = /* GraphQL */ `
  query SalesCounter {
    site {
      salesCounter {
        title
        count
        computedAt
        timeZone
        salesPerDay
        secondsPerSale
      }
    }
  }
`;

interface SalesCounterAnswer {
  site: {
    salesCounter: {
      title: string;
      count: number;
      computedAt: string;
      timeZone: string;
      salesPerDay: number;
      secondsPerSale: number;
    } | null;
  };
}

// 15 March 2026, 12:00 in Brisbane (UTC+10): 14 whole days and 43,200 s of the 15th.
const REQUEST_TIME = new Date('2026-03-15T02:00:00.000Z');

let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform(10, undefined, { now: () => REQUEST_TIME });
});
afterAll(async () => {
  await platform.close();
});

const salesCounterOf = async (slug: string) => {
  const response = await platform.query<SalesCounterAnswer>(platform.hostOf(slug), SALES_COUNTER);
  expect(response.errors).toBeUndefined();
  return response.data!.site.salesCounter;
};

describe('Site.salesCounter', () => {
  it('gives the figure for the request’s instant on the Coastal group, which shows the banner', async () => {
    expect(await salesCounterOf('coastal-motor-group')).toEqual({
      title: 'Sales this Month',
      count: 14 * 192 + 43_200 / 450,
      computedAt: REQUEST_TIME.toISOString(),
      timeZone: 'Australia/Brisbane',
      salesPerDay: 192,
      secondsPerSale: 450,
    });
  });

  it('is null on a site that leaves the banner off (the default)', async () => {
    expect(await salesCounterOf('northside-used-cars')).toBeNull();
  });
});

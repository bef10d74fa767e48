import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import {
  CAR_STATUSES,
  CAR_TYPES,
  ITEM_TYPES,
  carRecordSchema,
} from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import { isVisibleOnSite, soldCutoffMs } from '../../../stock/car-availability.js';
import { toStockDocument } from '../../../stock/stock-document.js';
import { harbourCars, harbourSite } from '../../../stock/testing/fixture-sites.js';
import { SiteScope, scopeFields } from './site-scope.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function withSearch(search: object): Site {
  const { stock, ...config } = harbourSite.config;
  return { ...harbourSite, config: siteConfigSchema.parse({ ...config, stock, search }) };
}

/** Every combination of the fields the scope rule reads. */
const base = harbourCars[0]!;
const cars = CAR_STATUSES.flatMap((status) =>
  CAR_TYPES.flatMap((carType) =>
    ITEM_TYPES.flatMap((itemType) =>
      [true, false].flatMap((showOnDealerWebsite) =>
        [undefined, 1, 5, 20].map((soldDaysAgo, k) =>
          carRecordSchema.parse({
            ...base,
            id: `${status}-${carType}-${itemType}-${showOnDealerWebsite}-${k}`.replaceAll('_', '-'),
            slug: `${status}-${carType}-${itemType}-${showOnDealerWebsite}-${k}`.replaceAll(
              '_',
              '-',
            ),
            status,
            carType,
            itemType,
            showOnDealerWebsite,
            soldAt: soldDaysAgo === undefined ? undefined : ago(soldDaysAgo),
            updatedAt: ago(k * 3),
          }),
        ),
      ),
    ),
  ),
);

const settings = [
  {},
  { recentlySoldDays: 0 },
  { recentlySoldDays: 10, stockFilter: { carTypes: ['used'], onlyShownOnDealerWebsite: false } },
  { stockFilter: { carTypes: ['new', 'demo'], itemTypes: ['car', 'caravan'] } },
];

describe('SiteScope', () => {
  it.each(settings)('agrees with isVisibleOnSite for search settings %j', (search) => {
    const site = withSearch(search);
    const docs = cars.map((car) => toStockDocument(car, site));
    const visibleUntil = new SiteScope(docs.map(scopeFields)).visibleUntil(site);
    for (const clock of [now, new Date(now.getTime() + 4 * DAY_MS)]) {
      const cutoff = soldCutoffMs(site, clock);
      const columnar = docs.map((_, i) => visibleUntil[i]! >= cutoff);
      expect(columnar).toEqual(docs.map((doc) => isVisibleOnSite(doc, site, clock)));
    }
  });

  it('builds one column per stock-filter settings object', () => {
    const docs = cars.map((car) => toStockDocument(car, harbourSite));
    const scope = new SiteScope(docs.map(scopeFields));
    expect(scope.visibleUntil(harbourSite)).toBe(scope.visibleUntil(harbourSite));
    expect(scope.visibleUntil(withSearch({}))).not.toBe(scope.visibleUntil(harbourSite));
  });
});

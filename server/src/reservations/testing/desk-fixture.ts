import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { RecordingPaymentProvider } from '../../payments/testing/recording-payment-provider.js';
import { car, harbourSite } from '../../stock/testing/fixture-sites.js';
import type { TestRecords } from '../../testing/test-records.js';
import { createTestStockSearch } from '../../testing/test-stock-search.js';
import { ReservationDeskService } from '../reservation-desk.js';
import type { ReservationShopper } from '../reservation.types.js';

/** The moment the desk tests start at; each test moves its own clock on from here. */
export const DESK_START = new Date('2026-11-01T09:00:00.000Z');
export const DESK_ORIGIN = 'https://harbour.example';

const bne = { locationId: 'hm-brisbane', fuel: 'Petrol', body: 'Hatch', colour: 'White' };
/** Cars of every kind the reserve rule tells apart. */
// prettier-ignore
export const deskCars = () => [
  car({ id: 'desk-corolla', slug: 'desk-corolla', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2021, price: 24990, km: 35000, carType: 'used', ...bne }),
  car({ id: 'desk-yaris', slug: 'desk-yaris', make: 'Toyota', model: 'Yaris', year: 2022, price: 21990, km: 12000, carType: 'used', ...bne }),
  car({ id: 'desk-sold', slug: 'desk-sold', make: 'Toyota', model: 'Camry', year: 2020, price: 29990, km: 50000, carType: 'used', status: 'sold', ...bne }),
  car({ id: 'desk-reserved', slug: 'desk-reserved', make: 'Toyota', model: 'RAV4', year: 2022, price: 39990, km: 20000, carType: 'used', reserved: true, ...bne }),
  car({ id: 'desk-unpriced', slug: 'desk-unpriced', make: 'Toyota', model: 'Prado', year: 2023, price: 0, km: 10, carType: 'new', ...bne }),
  car({ id: 'desk-preorder', slug: 'desk-preorder', make: 'Toyota', model: 'bZ4X', year: 2026, price: 66990, km: 0, carType: 'new', preorder: true, ...bne }),
];

export const deskShopper = (email = 'mia@example.com'): ReservationShopper => ({
  firstName: 'Mia',
  lastName: 'Nguyen',
  email,
  phone: '0412 345 678',
  postcode: '4217',
});

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/**
 * A desk on a site of its own (a fresh slug, so cases never share rows) that takes reservations,
 * over the given records, the embedded stock search and the recording payment provider, with a
 * clock the test moves.
 */
export async function deskFixture(
  records: TestRecords,
  features: Partial<Site['config']['features']> = {},
) {
  const base = siteWithSlug(harbourSite, `desk-${randomUUID()}`);
  const site: Site = {
    ...base,
    config: {
      ...base.config,
      features: { ...base.config.features, reserveButton: true, ...features },
    },
  };
  const other = siteWithSlug(site, `desk-other-${randomUUID()}`);
  const stockSearch = createTestStockSearch();
  await stockSearch.replaceSiteStock(site, deskCars());
  await stockSearch.replaceSiteStock(other, deskCars());
  const provider = new RecordingPaymentProvider();
  const logged: LoggedLine[] = [];
  const line = (level: LoggedLine['level']) => (fields: Record<string, unknown>, message: string) =>
    logged.push({ level, fields, message });
  const clock = { now: DESK_START };
  const desk = new ReservationDeskService({
    sites: [site, other],
    records,
    stock: stockSearch,
    provider,
    origin: () => DESK_ORIGIN,
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    now: () => clock.now,
  });
  const start = (carSlug: string, more: { key?: string; journeyId?: string; on?: Site } = {}) =>
    desk.start({
      site: more.on ?? site,
      carSlug,
      shopper: deskShopper(),
      idempotencyKey: more.key ?? `key-${randomUUID()}`,
      userId: null,
      journeyId: more.journeyId ?? null,
      origin: DESK_ORIGIN,
    });
  return {
    site,
    other,
    stockSearch,
    records: records.forSite(site),
    provider,
    desk,
    logged,
    start,
    /** Moves the desk's clock on. */
    advance: (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    now: () => clock.now,
    /** The feed now lists the site's cars changed by `change` (undefined: left out). */
    changeFeed: async (change: (car: CarRecord) => CarRecord | undefined) => {
      const cars = deskCars()
        .map(change)
        .filter((car): car is CarRecord => car !== undefined);
      await stockSearch.replaceSiteStock(site, cars);
    },
  };
}

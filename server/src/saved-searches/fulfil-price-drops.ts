import { priceDisplay } from '../stock/price-display.js';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { WatchedCar } from './account-alerts.port.js';
import {
  carArrival,
  type AccountAlertCounts,
  type AccountAlertRun,
} from './fulfil-saved-searches.js';

/** Watched cars read per page. */
const WATCHED_PER_PAGE = 200;

/**
 * A watched car's price as the site shows it is compared with its mark, the last price the
 * shopper was told of: a car seen for the first time gets its mark and no e-mail; a price below
 * the mark moves the mark and queues one e-mail (one transaction, compare-and-set on the mark, so
 * a drop is told once however many runs see it). A rise leaves the mark: only a price lower than
 * any told before is news. Cars no longer in stock, or without a shown price, are skipped.
 */
export async function fulfilPriceDrops({
  site,
  stock,
  records,
  now,
  log,
}: AccountAlertRun): Promise<AccountAlertCounts> {
  const counts: AccountAlertCounts = { checked: 0, queued: 0, failed: 0 };
  let after: WatchedCar | undefined;
  for (;;) {
    const page = await records.watchedCars({ after, limit: WATCHED_PER_PAGE });
    const cars = await stock.findByIds([...new Set(page.map((entry) => entry.carId))]);
    const byId = new Map(cars.flatMap((car) => (car ? [[car.id, car] as const] : [])));
    for (const entry of page) {
      counts.checked++;
      const car = byId.get(entry.carId);
      const price = car ? priceDisplay(car, site).amount : null;
      if (!car || price === null) continue;
      try {
        if (entry.markedPrice === null) {
          await records.markWatchedPrice(entry.userId, entry.carId, price, now);
        } else if (price < entry.markedPrice) {
          const told = await records.recordPriceDrop({
            userId: entry.userId,
            car: carArrival(car, site),
            fromPrice: entry.markedPrice,
            toPrice: price,
            wasText: formatDollars(entry.markedPrice),
            dueAt: now,
          });
          if (told) {
            counts.queued++;
            log.info(
              { site: site.config.slug, car: car.id, from: entry.markedPrice, to: price },
              `price drop on watched car ${car.id} e-mailed`,
            );
          }
        }
      } catch (error) {
        counts.failed++;
        log.error(
          { err: error, site: site.config.slug, car: entry.carId },
          `price drop on watched car ${entry.carId}: could not be checked`,
        );
      }
    }
    if (page.length < WATCHED_PER_PAGE) return counts;
    after = page.at(-1);
  }
}

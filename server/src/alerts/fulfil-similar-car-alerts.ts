import type { Site } from '@forecourt/tenants/site';
import type { SimilarCarAlert, SiteSimilarCarAlertRecords } from './similar-car-alerts.port.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { priceDisplay } from '../stock/price-display.js';
import { findSimilarCars } from '../stock/similar-cars.js';
import { maskedContact } from './masked-contact.js';
import { unsubscribePath } from '@forecourt/schema/alerts/unsubscribe-path';

/** Waiting alerts read per page. */
const ALERTS_PER_PAGE = 200;

/** What fulfilment writes down: a pino logger fits. */
export interface AlertLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface FulfilSimilarCarAlertsOptions {
  site: Site;
  /** The site's stock as it is after the import. */
  stock: SiteStock;
  records: SiteSimilarCarAlertRecords;
  now: Date;
  log: AlertLog;
}

export interface FulfilmentCounts {
  /** Waiting alerts looked at. */
  checked: number;
  /** Made due by this run. */
  due: number;
  /** A similar car arrived, but another run made the alert due (or it was unsubscribed) first. */
  takenElsewhere: number;
  /** Still waiting: nothing new matches yet. */
  waiting: number;
  /** Could not be checked (logged); they wait for the next run. */
  failed: number;
}

/**
 * Spec 2 §2 (sold panel): after stock arrives, each waiting alert of the site whose rule now
 * matches a car it did not know of is made due, once, with that car. An alert with an e-mail
 * address gets its e-mail queued in the same write, listing the similar arrivals (up to the 6 the
 * rule shows); `SimilarCarAlertMailer` sends it. "Due" is also the log line.
 */
export async function fulfilSimilarCarAlerts({
  site,
  stock,
  records,
  now,
  log,
}: FulfilSimilarCarAlertsOptions): Promise<FulfilmentCounts> {
  const counts: FulfilmentCounts = { checked: 0, due: 0, takenElsewhere: 0, waiting: 0, failed: 0 };
  let afterId: string | undefined;
  for (;;) {
    const page = await records.waitingSimilarCarAlerts({ afterId, limit: ALERTS_PER_PAGE });
    for (const alert of page) {
      counts.checked++;
      try {
        counts[await fulfilOne(alert, { site, stock, records, now, log })]++;
      } catch (error) {
        counts.failed++;
        log.error(
          { err: error, site: site.config.slug, alert: alert.id },
          `similar-car alert ${alert.id}: checking for a similar arrival failed`,
        );
      }
    }
    if (page.length < ALERTS_PER_PAGE) return counts;
    afterId = page.at(-1)!.id;
  }
}

async function fulfilOne(
  alert: SimilarCarAlert,
  { site, stock, records, now, log }: FulfilSimilarCarAlertsOptions,
): Promise<'due' | 'takenElsewhere' | 'waiting'> {
  const arrivals = await findSimilarCars(stock, alert.criteria, alert.knownSimilarCarIds);
  const [arrival] = arrivals;
  if (!arrival) return 'waiting';
  const madeDue = await records.markSimilarCarAlertDue({
    alertId: alert.id,
    matchedCarId: arrival.id,
    dueAt: now,
    arrivals: arrivals.map((car) => ({
      id: car.id,
      slug: car.slug,
      name: car.name,
      priceText: priceDisplay(car, site).text,
    })),
  });
  if (!madeDue) return 'takenElsewhere';
  const contact = maskedContact(alert);
  const unsubscribe = unsubscribePath(alert.unsubscribeToken);
  log.info(
    {
      site: site.config.slug,
      alert: alert.id,
      soldCar: alert.carId,
      matchedCar: arrival.id,
      contact,
      unsubscribe,
    },
    `similar-car alert ${alert.id} is due: ${arrival.name} (${arrival.id}) arrived like sold car ${alert.carId}; tell ${contact}; unsubscribe: ${unsubscribe}`,
  );
  return 'due';
}

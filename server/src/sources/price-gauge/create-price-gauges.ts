import type { Site } from '@forecourt/tenants/site';
import type { StockSearch } from '../stock-search/stock-search.port.js';
import { AutogaugePriceGauge } from './autogauge-price-gauge.js';
import { EstimatedPriceGauge } from './estimated-price-gauge.js';
import type { PriceGauge, PriceGauges } from './price-gauge.port.js';

export interface PriceGaugesOptions {
  /** The estimator reads each site's stock through it. */
  stockSearch: StockSearch;
  /** The clock of the stock search (which sold cars are still "recently sold"). */
  now?: () => Date;
}

/** The source each site's settings name (`priceGauge.source`), built once per site. */
export function createPriceGauges({
  stockSearch,
  now = () => new Date(),
}: PriceGaugesOptions): PriceGauges {
  const bySite = new WeakMap<Site, PriceGauge>();
  return {
    forSite(site) {
      let gauge = bySite.get(site);
      if (!gauge) {
        const { source } = site.config.priceGauge;
        gauge =
          source.kind === 'autogauge'
            ? new AutogaugePriceGauge(site, source)
            : new EstimatedPriceGauge(site, stockSearch.forSite(site, now));
        bySite.set(site, gauge);
      }
      return gauge;
    },
  };
}

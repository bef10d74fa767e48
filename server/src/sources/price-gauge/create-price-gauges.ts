import { perSite } from '../per-site.js';
import type { StockSearch } from '../../stock/stock-search.port.js';
import { AutogaugePriceGauge } from './autogauge-price-gauge.js';
import { EstimatedPriceGauge } from '../../price-gauge/estimated-price-gauge.js';
import type { PriceGauges } from '../../price-gauge/price-gauge.port.js';

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
  return perSite((site) => {
    const { source } = site.config.priceGauge;
    return source.kind === 'autogauge'
      ? new AutogaugePriceGauge(site, source)
      : new EstimatedPriceGauge(site, stockSearch.forSite(site, now));
  });
}

import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStockSearch } from '../stock-search/embedded/embedded-stock-search.js';
import { AutogaugePriceGauge } from './autogauge-price-gauge.js';
import { createPriceGauges } from './create-price-gauges.js';
import { EstimatedPriceGauge } from '../../price-gauge/estimated-price-gauge.js';

let sites: Site[];
beforeAll(async () => {
  sites = await loadDemoSites();
});

function withAutogauge(site: Site): Site {
  const config = siteConfigSchema.parse({
    ...site.config,
    priceGauge: { source: { kind: 'autogauge', baseUrl: 'https://gauge.example.com' } },
  });
  return { ...site, config };
}

describe('createPriceGauges', () => {
  it('gives each site the source its settings name: the estimator by default', () => {
    const gauges = createPriceGauges({ stockSearch: new EmbeddedStockSearch() });
    const coastal = sites.find((s) => s.config.slug === 'coastal-motor-group')!;
    expect(coastal.config.priceGauge.source).toEqual({ kind: 'estimator' });
    expect(gauges.forSite(coastal)).toBeInstanceOf(EstimatedPriceGauge);
    expect(gauges.forSite(withAutogauge(coastal))).toBeInstanceOf(AutogaugePriceGauge);
  });

  it('builds a site’s gauge once and reuses it; every site has its own', () => {
    const gauges = createPriceGauges({ stockSearch: new EmbeddedStockSearch() });
    const [first, second] = sites;
    expect(gauges.forSite(first!)).toBe(gauges.forSite(first!));
    expect(gauges.forSite(first!)).not.toBe(gauges.forSite(second!));
  });
});

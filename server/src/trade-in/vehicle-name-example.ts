import type { VehicleNameExample } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import type { FacetCount, SiteStock } from '../stock/stock-search.port.js';
import { MAKE_MODEL_SEPARATOR } from '../stock/stock-document.js';

/**
 * The make and model the trade-in messages give as an example of what to type ("such as Jayco"):
 * the site's most listed make and its most listed model, so a caravan dealer's shopper is shown a
 * caravan and a car dealer's a car. Null when the site lists nothing to take one from.
 */

/** The most listed; a tie goes to the name first in the alphabet, so the example holds still. */
function mostListed(facets: readonly FacetCount[]): FacetCount | undefined {
  return facets
    .filter((facet) => facet.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0];
}

export async function siteVehicleNameExample(stock: SiteStock): Promise<VehicleNameExample | null> {
  const { facets } = await stock.search({
    filters: {},
    ranges: {},
    sort: 'latest',
    offset: 0,
    limit: 0,
    facets: ['make', 'makeModel'],
  });
  const make = mostListed(facets.make ?? []);
  if (!make) return null;
  const prefix = `${make.value}${MAKE_MODEL_SEPARATOR}`;
  const model = mostListed((facets.makeModel ?? []).filter((f) => f.value.startsWith(prefix)));
  if (!model) return null;
  return { make: make.value, model: model.value.slice(prefix.length) };
}

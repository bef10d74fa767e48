import { SEARCH_ROOT } from '@forecourt/schema/search/search-routes';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import type { StockDocument } from '../../stock/stock-document.js';
import type { Breadcrumb } from '../common/breadcrumb.type.js';
import { plural, typesLabel, usedCarTypeCrumb } from '../search/search-landing.js';

/**
 * Spec 2 §2: a vehicle page's trail — Home, its car type's search (/search/used-cars), its make
 * (/search/{make}), its model (/search/{make}/{model}), then the vehicle itself. Every level is a
 * search the site resolves, so no crumb leads to a 404. On sites with `search.usedCarTypeLevel`
 * the car type has a second level, /used-car/{car-type}.
 */
export function carBreadcrumbs(
  car: Pick<StockDocument, 'carType' | 'make' | 'model' | 'name' | 'slug'>,
  site: Site,
): Breadcrumb[] {
  const makePath = `${SEARCH_ROOT}/${slugify(car.make)}`;
  const typeSegment = `${car.carType}-cars`;
  return [
    { label: 'Home', path: '/' },
    {
      label: `${typesLabel(site, [car.carType])} ${plural(site)}`,
      path: `${SEARCH_ROOT}/${typeSegment}`,
    },
    ...(site.config.search.usedCarTypeLevel
      ? [usedCarTypeCrumb(site, typeSegment, [car.carType])]
      : []),
    { label: car.make, path: makePath },
    { label: car.model, path: `${makePath}/${slugify(car.model)}` },
    { label: car.name, path: `/cars/${car.slug}` },
  ];
}

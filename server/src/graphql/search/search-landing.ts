import {
  ALL_STOCK_PATH,
  SEARCH_ROOT,
  TYPE_ROUTE_CAR_TYPES,
  USED_CAR_ROOT,
} from '@forecourt/schema/search/search-routes';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import type { CarType } from '@forecourt/tenants/stock/car-record.schema';
import type { FacetAttribute, FacetCount, SiteStock } from '../../stock/stock-search.port.js';
import { MAKE_MODEL_SEPARATOR } from '../../stock/stock-document.js';
import type { Breadcrumb } from '../common/breadcrumb.type.js';

/**
 * The search routes of spec 2 §2 — /search/{type}-cars, /search/new-and-demo-cars,
 * /search/new-used-and-demo-cars, /search/{make}, /search/{make}/{model}, /search/{body} — turned
 * into the filters they stand for, a heading and breadcrumbs.
 */

export interface SearchScope {
  carTypes: readonly CarType[];
  make: string | null;
  model: string | null;
  body: string | null;
}

export interface SearchLanding {
  path: string;
  heading: string;
  scope: SearchScope;
  breadcrumbs: Breadcrumb[];
}

/** The values the site stocks, from one facet-only search. */
export interface StockedValues {
  make: readonly FacetCount[];
  body: readonly FacetCount[];
  makeModel: readonly FacetCount[];
}

const bySlug = (values: readonly FacetCount[], slug: string) =>
  values.find((v) => v.count > 0 && slugify(v.value) === slug)?.value ?? null;

/** "New, Used and Demo", "Used": the site's labels of the car types. */
export function typesLabel(site: Site, carTypes: readonly CarType[]): string {
  const labels = site.config.labels.carTypes;
  const types = carTypes.length > 0 ? carTypes : (['new', 'used', 'demo'] as const);
  const names = types.map((type) => labels[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/** "Cars", "Caravans": the site's vehicle label, plural. */
export const plural = (site: Site) => `${site.config.labels.vehicleType}s`;

/**
 * The used-car site's second level for a car-type route (setting `search.usedCarTypeLevel`):
 * /used-car/{car-type}, the same search as /search/{car-type}.
 */
export function usedCarTypeCrumb(
  site: Site,
  segment: string,
  carTypes: readonly CarType[],
): Breadcrumb {
  return {
    label: `${typesLabel(site, carTypes)} ${plural(site)} for sale`,
    path: `${USED_CAR_ROOT}/${segment}`,
  };
}

const NOTHING_STOCKED: StockedValues = { make: [], body: [], makeModel: [] };

/** The facets a search path is resolved against. */
const STOCKED_FACETS = ['make', 'body', 'makeModel'] as const satisfies readonly FacetAttribute[];

/**
 * Resolves a search path against what the site stocks now (its makes, bodies and models, read in
 * one facet-only search); null when it names nothing this site stocks.
 */
export async function resolveStockedSearchLanding(
  path: string,
  site: Site,
  stock: SiteStock,
): Promise<SearchLanding | null> {
  // A car-type route (the all-stock page among them) names no make, model or body: no search.
  const byType = resolveSearchLanding(path, site, NOTHING_STOCKED);
  if (byType) return byType;
  const stocked = await stock.search({
    filters: {},
    ranges: {},
    sort: 'latest',
    offset: 0,
    limit: 0,
    facets: STOCKED_FACETS,
  });
  return resolveSearchLanding(path, site, {
    make: stocked.facets.make ?? [],
    body: stocked.facets.body ?? [],
    makeModel: stocked.facets.makeModel ?? [],
  });
}

/** Resolves a search path; null when it names nothing this site stocks. */
export function resolveSearchLanding(
  path: string,
  site: Site,
  stocked: StockedValues,
): SearchLanding | null {
  const segments = path.replace(/\/+$/, '').split('/').filter(Boolean);
  if (segments[0] === USED_CAR_ROOT.slice(1)) return resolveUsedCarLanding(segments, site);
  if (segments[0] !== SEARCH_ROOT.slice(1) || segments.length < 2 || segments.length > 3) {
    return null;
  }
  const [first, second] = [segments[1]!, segments[2]];
  const vehicles = plural(site);
  const home: Breadcrumb = { label: 'Home', path: '/' };
  const allStock: Breadcrumb = {
    label: `${typesLabel(site, [])} ${vehicles}`,
    path: ALL_STOCK_PATH,
  };
  const empty: SearchScope = { carTypes: [], make: null, model: null, body: null };

  const carTypes = TYPE_ROUTE_CAR_TYPES[first];
  if (carTypes && second === undefined) {
    const crumb = {
      label: `${typesLabel(site, carTypes)} ${vehicles}`,
      path: `${SEARCH_ROOT}/${first}`,
    };
    return {
      path: crumb.path,
      heading: crumb.label,
      scope: { ...empty, carTypes },
      breadcrumbs: carTypes.length === 0 ? [home, crumb] : [home, allStock, crumb],
    };
  }

  const make = bySlug(stocked.make, first);
  if (make) {
    const makeCrumb = { label: make, path: `${SEARCH_ROOT}/${slugify(make)}` };
    if (second === undefined) {
      return {
        path: makeCrumb.path,
        heading: `${make} ${vehicles}`,
        scope: { ...empty, make },
        breadcrumbs: [home, allStock, makeCrumb],
      };
    }
    const prefix = `${make}${MAKE_MODEL_SEPARATOR}`;
    const modelValues = stocked.makeModel
      .filter((v) => v.value.startsWith(prefix))
      .map((v) => ({ ...v, value: v.value.slice(prefix.length) }));
    const model = bySlug(modelValues, second);
    if (!model) return null;
    const modelCrumb = { label: model, path: `${makeCrumb.path}/${slugify(model)}` };
    return {
      path: modelCrumb.path,
      heading: `${make} ${model} ${vehicles}`,
      scope: { ...empty, make, model },
      breadcrumbs: [home, allStock, makeCrumb, modelCrumb],
    };
  }

  const body = second === undefined ? bySlug(stocked.body, first) : null;
  if (body) {
    const bodyCrumb = { label: body, path: `${SEARCH_ROOT}/${slugify(body)}` };
    return {
      path: bodyCrumb.path,
      heading: `${body} ${vehicles}`,
      scope: { ...empty, body },
      breadcrumbs: [home, allStock, bodyCrumb],
    };
  }
  return null;
}

/**
 * /used-car/{car-type} on sites with `search.usedCarTypeLevel`: the /search/{car-type} search
 * (its canonical address), one breadcrumb deeper. Null elsewhere.
 */
function resolveUsedCarLanding(segments: readonly string[], site: Site): SearchLanding | null {
  const segment = segments[1];
  const carTypes = segment === undefined ? undefined : TYPE_ROUTE_CAR_TYPES[segment];
  if (!site.config.search.usedCarTypeLevel || segments.length !== 2 || !carTypes?.length) {
    return null;
  }
  const typeCrumb = {
    label: `${typesLabel(site, carTypes)} ${plural(site)}`,
    path: `${SEARCH_ROOT}/${segment}`,
  };
  return {
    path: typeCrumb.path,
    heading: typeCrumb.label,
    scope: { carTypes, make: null, model: null, body: null },
    breadcrumbs: [
      { label: 'Home', path: '/' },
      { label: `${typesLabel(site, [])} ${plural(site)}`, path: ALL_STOCK_PATH },
      typeCrumb,
      usedCarTypeCrumb(site, segment!, carTypes),
    ],
  };
}

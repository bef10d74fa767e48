import { manufacturerBySlug, type Manufacturer } from '@forecourt/schema/brands/manufacturers';
import { SEARCH_ROOT } from '@forecourt/schema/search/search-routes';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import {
  BRAND_GRID_KINDS,
  brandEntrySlug,
  type BrandEntrySetting,
  type BrandGridKind,
} from '@forecourt/tenants/settings/brands.schema';
import { brandLogoUrl } from '../media/media-urls.js';
import type { FacetCount, SiteStock } from '../stock/stock-search.port.js';

/**
 * A site's brands as its pages show them (spec 1 §1–§3): the grids of its settings, the car grid
 * defaulting to the makes in its stock, each brand with the logo, stock and addresses it links to.
 */

export interface SiteBrand {
  title: string;
  slug: string;
  grid: BrandGridKind;
  /** The listed make it is, if any. */
  manufacturer: Manufacturer | null;
  /** The make's value in the stock (as the make facet spells it); null when none in stock. */
  stockMake: string | null;
  /** Vehicles of that make in stock. */
  stockCount: number;
  /** A logo file of the site's folder; null: the make's mark or a lettered badge is drawn. */
  logoFile: string | null;
  bannerFile: string | null;
  description: string | null;
  skipPage: boolean;
  externalUrl: string | null;
}

export interface SiteBrandGrid {
  kind: BrandGridKind;
  title: string;
  brands: SiteBrand[];
}

export function brandPagePath(slug: string): string {
  return `/${slug}/overview`;
}

/** The make's stock page: /search/{make}, as the search routes resolve it. */
export function brandStockPath(brand: SiteBrand): string | null {
  return brand.stockMake === null ? null : `${SEARCH_ROOT}/${slugify(brand.stockMake)}`;
}

/** Where a brands grid links a brand (spec 1 §2): its page, or its website when skipPage. */
export function brandGridHref(brand: SiteBrand): string {
  return brand.skipPage && brand.externalUrl ? brand.externalUrl : brandPagePath(brand.slug);
}

/** The logo's address: the site's own file, else the drawn mark or badge. */
export function brandLogoAddress(brand: SiteBrand): string {
  const extension = brand.logoFile?.split('.').pop()?.toLowerCase() ?? 'svg';
  return brandLogoUrl(brand.slug, extension);
}

function fromSetting(
  entry: BrandEntrySetting,
  grid: BrandGridKind,
  stocked: ReadonlyMap<string, FacetCount>,
): SiteBrand {
  const manufacturer = entry.make === undefined ? null : (manufacturerBySlug(entry.make) ?? null);
  const slug = brandEntrySlug(entry);
  const title = entry.title ?? manufacturer?.name ?? slug;
  const inStock = stocked.get(entry.make ?? slug) ?? stocked.get(slugify(title));
  return {
    title,
    slug,
    grid,
    manufacturer,
    stockMake: inStock?.value ?? null,
    stockCount: inStock?.count ?? 0,
    logoFile: entry.logo ?? null,
    bannerFile: entry.banner ?? null,
    description: entry.description ?? null,
    skipPage: entry.skipPage,
    externalUrl: entry.url ?? null,
  };
}

function fromStock(make: FacetCount): SiteBrand {
  const slug = slugify(make.value);
  const manufacturer = manufacturerBySlug(slug) ?? null;
  return {
    title: manufacturer?.name ?? make.value,
    slug,
    grid: 'car',
    manufacturer,
    stockMake: make.value,
    stockCount: make.count,
    logoFile: null,
    bannerFile: null,
    description: null,
    skipPage: false,
    externalUrl: null,
  };
}

/** Every grid of the site, in the settings' order, from the makes its stock holds. */
export function siteBrandGrids(site: Site, stockMakes: readonly FacetCount[]): SiteBrandGrid[] {
  const inStock = stockMakes.filter((make) => make.count > 0);
  const stocked = new Map(inStock.map((make) => [slugify(make.value), make]));
  const { grids } = site.config.brands;
  return BRAND_GRID_KINDS.map((kind) => {
    const grid = grids[kind];
    const brands =
      grid.brands === undefined
        ? [...inStock]
            .sort((a, b) => a.value.localeCompare(b.value, 'en'))
            .map((make) => fromStock(make))
        : grid.brands.map((entry) => fromSetting(entry, kind, stocked));
    return { kind, title: grid.title, brands };
  });
}

/** The brand at /{slug}/overview: the first grid's that has it. */
export function findSiteBrand(grids: readonly SiteBrandGrid[], slug: string): SiteBrand | null {
  for (const grid of grids) {
    const brand = grid.brands.find((b) => b.slug === slug);
    if (brand) return brand;
  }
  return null;
}

/**
 * The makes in the site's stock with their counts, from one search that counts that facet alone:
 * every page's header asks (its brands menu), and counting every facet of the whole stock cost
 * each page render several times as much.
 */
export async function stockMakes(stock: SiteStock): Promise<FacetCount[]> {
  const result = await stock.search({
    filters: {},
    ranges: {},
    sort: 'latest',
    offset: 0,
    limit: 0,
    facets: ['make'],
  });
  return result.facets.make ?? [];
}

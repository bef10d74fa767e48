import type { BrandGridKind } from '@forecourt/tenants/settings/brands.schema';
import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import {
  brandGridHref,
  brandLogoAddress,
  brandPagePath,
  brandStockPath,
  type SiteBrand,
  type SiteBrandGrid,
} from '../../brands/site-brands.js';
import { siteImageSrcSet, siteImageUrl } from '../../media/media-urls.js';
import { CarRef } from '../car/car.type.js';
import { CAR_SEARCH_COST, searchCars } from '../search/car-search.query.js';
import { z } from 'zod';
import { ManufacturerRef } from './manufacturer.type.js';
import { weightReading } from '../../api-limits/weight-reading.js';

/** The width a brand banner's src asks for; the srcset offers every served width. */
const BANNER_WIDTH = 1280;
/** A brand page shows a few of the make's cars and links to its search page for the rest. */
const MAX_BRAND_CARS = 24;

export const BrandGridKindEnum = builder.enumType('BrandGridKind', {
  description: 'Which grid of /brands a brand belongs to.',
  values: {
    CAR: { value: 'car', description: 'Car makes.' },
    MOTORCYCLE: { value: 'motorcycle', description: 'Motorcycle makes.' },
    TRUCK: { value: 'truck', description: 'Truck makes.' },
    CARAVAN: { value: 'caravan', description: 'Caravan and RV makes.' },
    GROUP: { value: 'group', description: 'The group’s own brands.' },
  } as const satisfies Record<string, { value: BrandGridKind; description: string }>,
});

export const BrandRef = builder.objectRef<SiteBrand>('Brand').implement({
  description: 'A brand the site shows (spec 1 §3 Brand entry): a grid’s tile and its brand page.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The brand’s name as shown.' }),
    slug: t.exposeString('slug', { description: 'Its page is /{slug}/overview.' }),
    kind: t.field({
      type: BrandGridKindEnum,
      description: 'The grid it is in.',
      resolve: (brand) => brand.grid,
    }),
    manufacturer: t.field({
      type: ManufacturerRef,
      nullable: true,
      description: 'The listed make it is; null for a brand of the site’s own.',
      resolve: (brand) => brand.manufacturer,
    }),
    logoUrl: t.string({
      description: 'Its logo: the site’s own file, else the make’s mark, else a lettered badge.',
      resolve: brandLogoAddress,
    }),
    bannerUrl: t.string({
      nullable: true,
      description: 'The brand page’s banner image, 1280 pixels wide; null when it has none.',
      resolve: (brand) => (brand.bannerFile ? siteImageUrl(brand.bannerFile, BANNER_WIDTH) : null),
    }),
    bannerSrcSet: t.string({
      nullable: true,
      description: 'Every width of the banner, for srcset; null when it has none.',
      resolve: (brand) => (brand.bannerFile ? siteImageSrcSet(brand.bannerFile) : null),
    }),
    description: t.stringList({
      description: 'The brand page’s text, paragraph by paragraph; empty when it has none.',
      resolve: (brand) =>
        (brand.description ?? '')
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
    }),
    skipPage: t.exposeBoolean('skipPage', {
      description: 'No brand page: grids link to `externalUrl` instead.',
    }),
    externalUrl: t.exposeString('externalUrl', {
      nullable: true,
      description: 'The brand’s own website; null when the site gives none.',
    }),
    pagePath: t.string({
      description: 'The brand page, /{slug}/overview.',
      resolve: (brand) => brandPagePath(brand.slug),
    }),
    href: t.string({
      description: 'Where a brands grid links it: its page, or its website when `skipPage`.',
      resolve: brandGridHref,
    }),
    stockPath: t.string({
      nullable: true,
      description: 'The make’s stock page /search/{make}; null when none is in stock.',
      resolve: brandStockPath,
    }),
    stockCount: t.exposeInt('stockCount', { description: 'Vehicles of the make in stock.' }),
    cars: t.field({
      type: [CarRef],
      description:
        'The make’s first vehicles in stock, in the site’s default order (`stockCount` says how many there are in all).',
      args: {
        first: t.arg.int({
          required: true,
          description: `How many, 1 to ${MAX_BRAND_CARS}.`,
          validate: z
            .number()
            .int()
            .min(1, `must be between 1 and ${MAX_BRAND_CARS}`)
            .max(MAX_BRAND_CARS, `must be between 1 and ${MAX_BRAND_CARS}`),
        }),
      },
      complexity: weightReading(['first'], (args: { first: number }) => ({
        field: CAR_SEARCH_COST,
        multiplier: Math.max(0, args.first),
      })),
      resolve: async (brand, { first }, context) => {
        stopWhenCancelled(context);
        if (brand.stockMake === null) return [];
        const connection = await searchCars(
          // Cars only: no facet is counted.
          { first, filters: { make: [brand.stockMake] }, facets: [] },
          context,
        );
        return connection.edges.map((edge) => edge.node);
      },
    }),
  }),
});

export const BrandGridRef = builder.objectRef<SiteBrandGrid>('BrandGrid').implement({
  description: 'One grid of /brands: car, motorcycle, truck, caravan or the group’s own brands.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its heading.' }),
    kind: t.field({
      type: BrandGridKindEnum,
      description: 'Which grid.',
      resolve: (grid) => grid.kind,
    }),
    brands: t.field({
      type: [BrandRef],
      description: 'Its brands, in the settings’ order (the stock’s makes by name by default).',
      resolve: (grid) => grid.brands,
    }),
  }),
});

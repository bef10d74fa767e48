import { MANUFACTURERS } from '@forecourt/schema/brands/manufacturers';
import { z } from 'zod';
import { builder } from '../../builder.js';
import {
  brandLogoAddress,
  brandPagePath,
  brandStockPath,
  findSiteBrand,
  type SiteBrand,
} from '../../brands/site-brands.js';
import { CAR_SEARCH_COST } from '../search/car-search.query.js';
import { SiteRef } from '../site/site.type.js';
import { BrandGridRef, BrandRef } from './brand.type.js';
import { ManufacturerRef } from './manufacturer.type.js';
import { siteBrandGridsOf } from './site-brands.loader.js';

/** The address of the page of every brand: the mega-menu's link without JavaScript. */
export const BRANDS_PATH = '/brands';

interface BrandMenuItem {
  title: string;
  logoUrl: string;
  href: string;
}

interface BrandMenu {
  label: string;
  path: string;
  position: number;
  items: BrandMenuItem[];
}

type MenuLinks = 'stock' | 'brandPage' | 'website';

/** Where a mega-menu logo leads, by the site's choice; each falls back to a link that exists. */
function menuHref(brand: SiteBrand, links: MenuLinks): string {
  const page = brand.skipPage ? null : brandPagePath(brand.slug);
  const choices = {
    stock: [brandStockPath(brand), page, brand.externalUrl],
    brandPage: [page, brand.externalUrl, brandStockPath(brand)],
    website: [brand.externalUrl, brandStockPath(brand), page],
  }[links];
  return choices.find((href) => href !== null) ?? BRANDS_PATH;
}

const BrandMenuItemRef = builder.objectRef<BrandMenuItem>('BrandMenuItem').implement({
  description: 'A logo of the header’s brands menu.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The brand’s name (the logo’s text).' }),
    logoUrl: t.exposeString('logoUrl', { description: 'The logo’s address.' }),
    href: t.exposeString('href', {
      description: 'Where it leads: the stock page, the brand page or the brand’s website.',
    }),
  }),
});

const BrandMenuRef = builder.objectRef<BrandMenu>('BrandMenu').implement({
  description: 'The header’s mega-menu of brand logos (spec 2 §2).',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The header entry’s words.' }),
    path: t.exposeString('path', {
      description: 'The page of every brand (/brands): the entry’s own link.',
    }),
    position: t.exposeInt('position', {
      description: 'Its place among the header’s links: 0 first; past the last, at the end.',
    }),
    items: t.field({
      type: [BrandMenuItemRef],
      description: 'The logos, grid by grid as the settings list them.',
      resolve: (menu) => menu.items,
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  brandGrids: t.field({
    type: [BrandGridRef],
    description:
      'The grids of /brands that have brands, in order: car (by default the makes in stock), motorcycle, truck, caravan and the group’s own.',
    complexity: CAR_SEARCH_COST,
    resolve: async (_site, _args, context) =>
      (await siteBrandGridsOf(context)).filter((grid) => grid.brands.length > 0),
  }),
  brand: t.field({
    type: BrandRef,
    nullable: true,
    description:
      'The brand of /{slug}/overview; null when the site shows no such brand. A brand with `skipPage` has no page.',
    complexity: CAR_SEARCH_COST,
    args: {
      slug: t.arg.string({
        required: true,
        description: 'The brand’s slug.',
        validate: z.string().max(100, 'must be at most 100 characters'),
      }),
    },
    resolve: async (_site, { slug }, context) =>
      findSiteBrand(await siteBrandGridsOf(context), slug),
  }),
  brandMenu: t.field({
    type: BrandMenuRef,
    nullable: true,
    description: 'The header’s brands mega-menu; null when the site has none.',
    complexity: CAR_SEARCH_COST,
    resolve: async (site, _args, context) => {
      const { megaMenu } = site.config.brands;
      if (!megaMenu.enabled) return null;
      const grids = await siteBrandGridsOf(context);
      const seen = new Set<string>();
      const items = megaMenu.grids
        .flatMap((kind) => grids.find((grid) => grid.kind === kind)?.brands ?? [])
        .filter((brand) => !seen.has(brand.slug) && seen.add(brand.slug))
        .map((brand) => ({
          title: brand.title,
          logoUrl: brandLogoAddress(brand),
          href: menuHref(brand, megaMenu.links),
        }));
      return { label: megaMenu.label, path: BRANDS_PATH, position: megaMenu.position, items };
    },
  }),
  manufacturers: t.field({
    type: [ManufacturerRef],
    description: 'Every make of the manufacturer list (spec 2 §3), by name.',
    complexity: { field: 1, multiplier: 1 },
    resolve: () => MANUFACTURERS,
  }),
}));

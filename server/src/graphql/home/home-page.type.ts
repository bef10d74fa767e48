import type { HomePageSettings } from '@forecourt/tenants/settings/home-page.schema';
import { PAYMENT_METHODS } from '@forecourt/tenants/settings/home-page.schema';
import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import { CarTypeEnum } from '../car/car-enums.js';
import { CarRef } from '../car/car.type.js';
import { CAR_SEARCH_COST, searchCars } from '../search/car-search.query.js';
import { CarSortEnum } from '../search/car-sort.enum.js';
import type { CarSearchArgs } from '../search/search-plan.js';
import type { StockSort } from '../../stock/stock-search.port.js';
import {
  presentPaymentMethods,
  type BrandIcon,
  type PaymentMethodView,
} from './payment-methods.js';
import { presentSiteImage } from '../common/site-image.js';
import { SiteImageRef } from '../common/site-image.type.js';

type Home = HomePageSettings;
type Callout = Home['whyBuyFromUs']['items'][number];

/** A link the settings give: a path of the site or an https address. */
const HomeLinkRef = builder.objectRef<{ label: string; href: string }>('HomeLink').implement({
  description: 'A button or link of the home page.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The link’s words.' }),
    href: t.exposeString('href', {
      description: 'A path of this site, or an https address of another site.',
    }),
  }),
});

const HomeHeroRef = builder.objectRef<Home['hero']>('HomeHero').implement({
  description: 'The top of the home page.',
  fields: (t) => ({
    heading: t.string({
      description: 'The page’s main heading (the site’s name unless the site sets one).',
      resolve: (hero, _args, { site }) => hero.heading ?? site.config.name,
    }),
    text: t.string({
      description: 'The line under the heading (the site’s description unless it sets one).',
      resolve: (hero, _args, { site }) => hero.text ?? site.config.description,
    }),
    image: t.field({
      type: SiteImageRef,
      nullable: true,
      description: 'The wide picture behind the heading; null: none.',
      resolve: (hero, _args, { site }) => presentSiteImage(site, hero.image),
    }),
    callToAction: t.field({
      type: HomeLinkRef,
      description: 'The hero’s button.',
      resolve: (hero) => hero.callToAction,
    }),
  }),
});

const HomeTileRef = builder.objectRef<Home['bannerTiles']['tiles'][number]>('HomeTile').implement({
  description: 'A tile of the home banner (spec 1 §2), linking to a page.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The tile’s heading.' }),
    text: t.exposeString('text', { nullable: true, description: 'A line under the heading.' }),
    href: t.exposeString('href', {
      description: 'Where the tile leads: a path of this site or an https address.',
    }),
    image: t.field({
      type: SiteImageRef,
      nullable: true,
      description: 'The tile’s picture; null: none.',
      resolve: (tile, _args, { site }) => presentSiteImage(site, tile.image),
    }),
  }),
});

const HomeStatRef = builder.objectRef<{ value: string; label: string }>('HomeStat').implement({
  description: 'A figure of the stats banner, e.g. 50+ Locations.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The figure, e.g. "50+".' }),
    label: t.exposeString('label', { description: 'What it counts, e.g. "Locations".' }),
  }),
});

const HomeStatsRef = builder.objectRef<Home['groupStats']>('HomeStats').implement({
  description: 'The stats banner of a group site (spec 1 §1).',
  fields: (t) => ({
    heading: t.string({
      description: 'A heading over the figures.',
      resolve: (stats, _args, { site }) => stats.heading ?? `${site.config.name} in numbers`,
    }),
    items: t.field({
      type: [HomeStatRef],
      description: 'The figures, in order.',
      resolve: (stats) => stats.items,
    }),
  }),
});

/** A strip of cars: its heading and the search that fills it. */
interface StockStrip {
  heading: string;
  sort: StockSort | null;
  args: CarSearchArgs;
}

/** Cars a strip can hold at most (home.*.count), for the query's cost. */
const MAX_STRIP_CARS = 12;

const HomeStockStripRef = builder.objectRef<StockStrip>('HomeStockStrip').implement({
  description: 'A strip of in-stock cars on the home page.',
  fields: (t) => ({
    heading: t.exposeString('heading', { description: 'The strip’s heading.' }),
    sort: t.field({
      type: CarSortEnum,
      nullable: true,
      description:
        'The order of the cars (null: the site’s default); with the filters, the strip’s "see all" search.',
      resolve: (strip) => strip.sort,
    }),
    carTypes: t.field({
      type: [CarTypeEnum],
      description: 'The car types the strip keeps to; empty: any.',
      resolve: (strip) => (strip.args.filters?.carType as ('new' | 'demo' | 'used')[]) ?? [],
    }),
    makes: t.stringList({
      description: 'The makes the strip keeps to; empty: any.',
      resolve: (strip) => (strip.args.filters?.make as string[] | undefined) ?? [],
    }),
    bodies: t.stringList({
      description: 'The bodies the strip keeps to; empty: any.',
      resolve: (strip) => (strip.args.filters?.body as string[] | undefined) ?? [],
    }),
    tags: t.stringList({
      description: 'The tags the strip keeps to; empty: any.',
      resolve: (strip) => (strip.args.filters?.tag as string[] | undefined) ?? [],
    }),
    // A list rather than a connection: a strip has no pages, and a page's query stays shallow.
    cars: t.field({
      type: [CarRef],
      description: 'The cars, in the strip’s order.',
      complexity: { field: CAR_SEARCH_COST, multiplier: MAX_STRIP_CARS },
      resolve: async (strip, _args, context) => {
        stopWhenCancelled(context);
        // The strip shows cars only: no facet is counted.
        const { edges } = await searchCars({ ...strip.args, facets: [] }, context);
        return edges.map((edge) => edge.node);
      },
    }),
  }),
});

const CalloutIconEnum = builder.enumType('CalloutIcon', {
  description: 'The picture beside a call-out.',
  values: {
    WARRANTY: { value: 'warranty', description: 'A shield: warranty, protection.' },
    FINANCE: { value: 'finance', description: 'A coin: finance.' },
    EXPERIENCE: { value: 'experience', description: 'A medal: years of experience.' },
    QUALITY: { value: 'quality', description: 'A tick: inspected, quality assured.' },
    SUPPORT: { value: 'support', description: 'A headset: help and after-sales.' },
    PRICE: { value: 'price', description: 'A tag: price.' },
  } as const,
});

const HomeCalloutRef = builder.objectRef<Callout>('HomeCallout').implement({
  description: 'One reason to buy, e.g. "5-Year Mechanical Protection".',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The call-out’s heading.' }),
    text: t.exposeString('text', { nullable: true, description: 'A line or two under it.' }),
    icon: t.field({
      type: CalloutIconEnum,
      description: 'The picture beside it.',
      resolve: (callout) => callout.icon,
    }),
  }),
});

const HomeCalloutsRef = builder
  .objectRef<{ title: string; items: Callout[] }>('HomeCallouts')
  .implement({
    description: 'A box of call-outs: "Why Buy From Us?" or "Why {product}?" (spec 2 §2).',
    fields: (t) => ({
      title: t.exposeString('title', { description: 'The box’s heading.' }),
      items: t.field({
        type: [HomeCalloutRef],
        description: 'The call-outs, in order.',
        resolve: (box) => box.items,
      }),
    }),
  });

const HomeWelcomeRef = builder.objectRef<Home['welcome']>('HomeWelcome').implement({
  description: 'A welcome section about the dealer, with two buttons (spec 2 §2).',
  fields: (t) => ({
    heading: t.exposeString('heading', { description: 'The section’s heading.' }),
    text: t.exposeString('text', { description: 'A paragraph about the dealer.' }),
    image: t.field({
      type: SiteImageRef,
      nullable: true,
      description: 'A picture beside the text; null: none.',
      resolve: (welcome, _args, { site }) => presentSiteImage(site, welcome.image),
    }),
    primaryButton: t.field({
      type: HomeLinkRef,
      description: 'The first button, e.g. "View Our Cars".',
      resolve: (welcome) => welcome.primaryButton,
    }),
    secondaryButton: t.field({
      type: HomeLinkRef,
      description: 'The second button, e.g. "Contact Us".',
      resolve: (welcome) => welcome.secondaryButton,
    }),
  }),
});

const PaymentMethodEnum = builder.enumType('PaymentMethodKind', {
  description: 'A way to pay the dealer.',
  values: Object.fromEntries(
    PAYMENT_METHODS.map((method) => [
      method.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(),
      { value: method, description: `${presentPaymentMethods([method])[0]!.name}.` },
    ]),
  ),
});

const BrandIconRef = builder.objectRef<BrandIcon>('BrandIcon').implement({
  description: 'A brand’s mark as SVG path data on a 24 × 24 grid (viewBox "0 0 24 24").',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The `d` of the mark’s one <path>.' }),
    colour: t.exposeString('colour', { description: 'The brand’s colour as #rrggbb.' }),
  }),
});

const PaymentMethodRef = builder.objectRef<PaymentMethodView>('PaymentMethod').implement({
  description: 'A payment method on the accepted-payments card.',
  fields: (t) => ({
    kind: t.field({
      type: PaymentMethodEnum,
      description: 'Which method.',
      resolve: (method) => method.method,
    }),
    name: t.exposeString('name', { description: 'Its name, e.g. "Google Pay".' }),
    icon: t.field({
      type: BrandIconRef,
      nullable: true,
      description: 'Its mark; null when none is available (the name is shown instead).',
      resolve: (method) => method.icon,
    }),
  }),
});

const AcceptedPaymentsRef = builder
  .objectRef<Home['acceptedPayments']>('AcceptedPayments')
  .implement({
    description: 'The card of accepted payments (spec 2 §2).',
    fields: (t) => ({
      heading: t.exposeString('heading', { description: 'The card’s heading.' }),
      methods: t.field({
        type: [PaymentMethodRef],
        description: 'The methods, in order.',
        resolve: (card) => presentPaymentMethods(card.methods),
      }),
    }),
  });

/** Only cars on the lot belong in a home page strip. */
const IN_STOCK = ['in_stock'];

export const HomePageRef = builder.objectRef<Home>('HomePage').implement({
  description:
    'The home page’s sections, as the site sets them; a section that is switched off is null (or empty).',
  fields: (t) => ({
    hero: t.field({
      type: HomeHeroRef,
      description: 'The top of the page: heading, text, picture and a button.',
      resolve: (home) => home.hero,
    }),
    bannerTiles: t.field({
      type: [HomeTileRef],
      description: 'The home banner’s tiles; empty when switched off.',
      resolve: (home) => (home.bannerTiles.enabled ? home.bannerTiles.tiles : []),
    }),
    groupStats: t.field({
      type: HomeStatsRef,
      nullable: true,
      description: 'The stats banner; only on a group site, null on others.',
      resolve: (home, _args, { site }) => (site.config.kind === 'group' ? home.groupStats : null),
    }),
    featuredStock: t.field({
      type: HomeStockStripRef,
      nullable: true,
      description: 'The strip of featured cars; null when switched off.',
      resolve: ({ featuredStock: strip }) => {
        if (!strip.enabled) return null;
        const filters: Record<string, string[]> = { status: IN_STOCK };
        if (strip.carTypes.length > 0) filters.carType = strip.carTypes;
        if (strip.makes.length > 0) filters.make = strip.makes;
        if (strip.bodies.length > 0) filters.body = strip.bodies;
        if (strip.tags.length > 0) filters.tag = strip.tags;
        return { heading: strip.heading, sort: null, args: { filters, first: strip.count } };
      },
    }),
    recentlyAdded: t.field({
      type: HomeStockStripRef,
      nullable: true,
      description:
        'The strip of the newest listings; null when switched off or when the site does not offer the LATEST order.',
      resolve: ({ recentlyAdded: strip }, _args, { site }) => {
        if (!strip.enabled || !site.config.search.sortOptions.includes('latest')) return null;
        return {
          heading: strip.heading,
          sort: 'latest' as const,
          args: { filters: { status: IN_STOCK }, sort: 'latest' as const, first: strip.count },
        };
      },
    }),
    whyProduct: t.field({
      type: HomeCalloutsRef,
      nullable: true,
      description: 'The "Why {product}?" call-outs; null when switched off.',
      resolve: ({ whyProduct }) =>
        whyProduct.enabled
          ? { title: `Why ${whyProduct.product}?`, items: whyProduct.items }
          : null,
    }),
    whyBuyFromUs: t.field({
      type: HomeCalloutsRef,
      nullable: true,
      description: 'The "Why Buy From Us?" box; null when switched off.',
      resolve: ({ whyBuyFromUs }) => (whyBuyFromUs.enabled ? whyBuyFromUs : null),
    }),
    welcome: t.field({
      type: HomeWelcomeRef,
      nullable: true,
      description: 'The welcome section; null when switched off.',
      resolve: ({ welcome }) => (welcome.enabled ? welcome : null),
    }),
    acceptedPayments: t.field({
      type: AcceptedPaymentsRef,
      nullable: true,
      description: 'The card of accepted payments; null when switched off.',
      resolve: ({ acceptedPayments }) => (acceptedPayments.enabled ? acceptedPayments : null),
    }),
  }),
});

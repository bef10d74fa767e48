import type { Site } from '@forecourt/tenants/site';
import { phoneAsShown, sitePhone } from '../../activity/shown-phone.js';
import { builder } from '../../builder.js';
import { serviceLinkHref } from '../../content/service-page.js';
import { siteHref } from '../../finance/finance-enquiry-path.js';
import { CarSortEnum } from '../search/car-sort.enum.js';
import { SiteFeaturesRef, SiteLabelsRef, SiteTextsRef } from './site-settings.type.js';
import { ThemeRef } from './site-theme.type.js';
import { SiteAnalyticsRef } from './site-analytics.type.js';
import { VehiclePageSettingsRef } from './vehicle-page-settings.type.js';
import { NavigationEntryRef, PriceSliderRef } from './site-navigation.type.js';

const SiteKindEnum = builder.enumType('SiteKind', {
  description: 'A single dealer or a group of dealers.',
  values: {
    DEALER: { value: 'dealer', description: 'One dealer.' },
    GROUP: { value: 'group', description: 'A group of dealers (brand grids, stats banner).' },
  } as const,
});

const PhoneRevealEnum = builder.enumType('PhoneReveal', {
  description: 'How the call-the-dealer number is shown.',
  values: {
    IMMEDIATE: { value: 'immediate', description: 'Shown at once.' },
    MASKED: { value: 'masked', description: 'First 5 characters shown, the rest after a click.' },
  } as const,
});

const SimilarMatchEnum = builder.enumType('SimilarVehiclesMatch', {
  description: 'What makes a vehicle similar on this site.',
  values: {
    MAKE_MODEL: { value: 'makeModel', description: 'Same make and model.' },
    CAR_TYPE_BODY: { value: 'carTypeBody', description: 'Same car type and body.' },
  } as const,
});

const SearchSettingsRef = builder.objectRef<Site['config']['search']>('SearchSettings').implement({
  description: 'How the site’s search behaves.',
  fields: (t) => ({
    sortOptions: t.field({
      type: [CarSortEnum],
      description: 'Sort orders the site offers, in menu order.',
      resolve: (s) => s.sortOptions,
    }),
    defaultSort: t.field({
      type: CarSortEnum,
      description: 'Sort order used when none is asked.',
      resolve: (s) => s.defaultSort,
    }),
    pageSize: t.exposeInt('pageSize', { description: 'Results per page.' }),
    popularMakesCount: t.exposeInt('popularMakesCount', {
      description: 'Makes in the popular group.',
    }),
    recentlySoldDays: t.exposeInt('recentlySoldDays', {
      description: 'Days a sold vehicle stays listed.',
    }),
    emptyResultsRefreshPath: t.exposeString('emptyResultsRefreshPath', {
      description: 'Where "Clear Filters" of the empty results goes.',
    }),
    priceSlider: t.field({
      type: PriceSliderRef,
      description: 'The price range slider.',
      resolve: (s) => s.priceSlider,
    }),
  }),
});

const ContactRef = builder.objectRef<Site['config']['contact']>('SiteContact').implement({
  description: 'How to reach the site’s dealership.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'E-mail address.' }),
    phone: t.string({
      description:
        'Phone as shown: 0X XXXX XXXX; masked (first 5 characters, the rest asterisks) when `phoneReveal` is MASKED, the whole number then being the answer of `revealContactPhone`.',
      resolve: (_c, _args, context) => phoneAsShown(sitePhone(context.site), context.site),
    }),
    phoneReveal: t.field({
      type: PhoneRevealEnum,
      description: 'How pages show the dealer’s numbers: whole, or masked until revealed.',
      resolve: (c) => c.phoneReveal,
    }),
  }),
});

export const SiteRef = builder.objectRef<Site>('Site').implement({
  description: 'The dealer site answering this request (chosen by the Host header).',
  fields: (t) => ({
    slug: t.string({ description: 'The site’s slug.', resolve: (s) => s.config.slug }),
    name: t.string({ description: 'Display name.', resolve: (s) => s.config.name }),
    description: t.string({
      description: 'Short description for page metadata.',
      resolve: (s) => s.config.description,
    }),
    kind: t.field({
      type: SiteKindEnum,
      description: 'Dealer or group.',
      resolve: (s) => s.config.kind,
    }),
    theme: t.field({
      type: ThemeRef,
      description: 'Colours and logo.',
      resolve: (s) => s.config.theme,
    }),
    labels: t.field({
      type: SiteLabelsRef,
      description: 'Button and label texts.',
      resolve: (s) => s.config.labels,
    }),
    texts: t.field({
      type: SiteTextsRef,
      description: 'Longer texts.',
      resolve: (s) => s.config.texts,
    }),
    navigation: t.field({
      type: [NavigationEntryRef],
      description:
        'The header menu, in order. A link to any finance address leads to the site’s finance page (financeEnquiryPath); one to /service where Book a Service links lead (servicePage.url).',
      resolve: ({ config }) => {
        const href = (path: string) => serviceLinkHref(siteHref(path, config.finance), config);
        return config.navigation.map((entry) => ({
          ...entry,
          href: href(entry.href),
          children: entry.children.map((link) => ({ ...link, href: href(link.href) })),
        }));
      },
    }),
    financeEnquiryPath: t.string({
      description:
        'The finance enquiry page’s address on this site: /finance, /finance-enquiry or /apply-for-finance (spec 2 §2). Its query: preferredDealership, vehiclePriceBudget, car_id, car_type; its form is at #finance-form.',
      resolve: (s) => s.config.finance.enquiryPage.path,
    }),
    personalisedFinance: t.boolean({
      description:
        'Whether vehicles with an NVIC have a personalised finance page (/personalised/finance?car_id={slug}), where their finance links lead.',
      resolve: (s) => s.config.finance.enquiryPage.personalisedForNvic,
    }),
    features: t.field({
      type: SiteFeaturesRef,
      description: 'Feature switches.',
      resolve: (s) => s.config.features,
    }),
    search: t.field({
      type: SearchSettingsRef,
      description: 'Search settings.',
      resolve: (s) => s.config.search,
    }),
    contact: t.field({
      type: ContactRef,
      description: 'Contact details.',
      resolve: (s) => s.config.contact,
    }),
    analytics: t.field({
      type: SiteAnalyticsRef,
      description: 'Analytics the pages report to (the Meta pixel).',
      resolve: (s) => s.config.analytics,
    }),
    vehiclePage: t.field({
      type: VehiclePageSettingsRef,
      description: 'Vehicle page settings.',
      resolve: (s) => s.config.vehiclePage,
    }),
    gatedRoutes: t.stringList({
      description: 'Route types that need a signed-in shopper, e.g. trade-in.',
      resolve: (s) => s.config.gatedRoutes,
    }),
    similarVehiclesMatch: t.field({
      type: SimilarMatchEnum,
      description: 'What makes a vehicle similar.',
      resolve: (s) => s.config.similarVehicles.match,
    }),
    similarVehiclesLazyLoad: t.boolean({
      description:
        'Whether the similar-vehicles strip loads only when it comes within 500 px of view.',
      resolve: (s) => s.config.similarVehicles.lazyLoad,
    }),
  }),
});

builder.queryField('site', (t) =>
  t.field({
    type: SiteRef,
    description: 'The site answering this request.',
    resolve: (_root, _args, context) => context.site,
  }),
);

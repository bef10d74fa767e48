import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import { builder } from '../../builder.js';

/** Descriptions of the boolean feature switches, one field each. */
const FEATURE_DESCRIPTIONS: Record<keyof SiteConfig['features'], string> = {
  finance: 'Finance estimates and the finance calculator.',
  reserveButton: 'Reserve button on eligible vehicles.',
  chat: 'Live chat.',
  tradeIn: 'Trade-in valuation.',
  onlinePurchase: 'Online purchase journey.',
  favourites: 'Favourites kept in the browser.',
  compare: 'Compare toggle on cards.',
  watchlist: 'Watchlist for signed-in shoppers.',
  testDrive: 'Test-drive bookings.',
  share: 'Share buttons on the vehicle page.',
  print: 'Print sheet of a vehicle.',
  printAsPdf: 'Print downloads a PDF made on the server.',
  similarVehicles: 'Similar-vehicles strip.',
  priceGauge: 'Market price gauge.',
  marketPriceBadge: '"Below market price" badge next to the price, from market data.',
  deliveryCalculator: 'Delivery estimate by postcode.',
  fuelCalculator: 'Fuel cost calculator.',
  subscriptions: 'Subscription pricing.',
  carAnalysisDownload: 'Car analysis download.',
};

export const SiteFeaturesRef = builder.objectRef<SiteConfig['features']>('SiteFeatures').implement({
  description: 'Which features the site switches on.',
  fields: (t) =>
    Object.fromEntries(
      Object.entries(FEATURE_DESCRIPTIONS).map(([name, description]) => [
        name,
        t.exposeBoolean(name as keyof SiteConfig['features'], { description }),
      ]),
    ),
});

const LABEL_DESCRIPTIONS = {
  vehicleType: 'What the site calls a vehicle ({type} in texts), e.g. Car.',
  callButton: 'Call-the-dealer button.',
  tradeInButton: 'Trade-in button.',
  financeText: 'Finance badge text.',
  approvalText: 'Finance approval call to action.',
  noPrice: 'Shown instead of a price when there is none.',
  preorder: 'Shown for preorder vehicles without a price.',
  enquiryButton: 'Enquiry button.',
  reserveButton: 'Reserve button.',
  dealerCommentsMore: 'Expands the dealer comments.',
  dealerCommentsLess: 'Collapses the dealer comments.',
} satisfies Partial<Record<keyof SiteConfig['labels'], string>>;

const TAG_LABEL_DESCRIPTIONS: Record<keyof SiteConfig['labels']['tags'], string> = {
  new: 'Tag of new vehicles.',
  sold: 'Tag of sold vehicles.',
  newArrival: 'Tag of vehicles listed within 8 days.',
  comingSoon: 'Tag of vehicles arriving soon.',
  reserved: 'Tag of reserved vehicles.',
  electric: 'Tag of electric vehicles.',
  hybrid: 'Tag of hybrid vehicles.',
  certifiedPreOwned: 'Tag of certified pre-owned vehicles.',
};

const TagLabelsRef = builder.objectRef<SiteConfig['labels']['tags']>('TagLabels').implement({
  description: 'Texts of the vehicle tags.',
  fields: (t) =>
    Object.fromEntries(
      Object.entries(TAG_LABEL_DESCRIPTIONS).map(([name, description]) => [
        name,
        t.exposeString(name as keyof SiteConfig['labels']['tags'], { description }),
      ]),
    ),
});

const CarTypeLabelsRef = builder
  .objectRef<SiteConfig['labels']['carTypes']>('CarTypeLabels')
  .implement({
    description: 'What the site calls each car type.',
    fields: (t) => ({
      new: t.exposeString('new', { description: 'Label of new vehicles.' }),
      demo: t.exposeString('demo', { description: 'Label of demonstrators.' }),
      used: t.exposeString('used', { description: 'Label of used vehicles (e.g. Pre-Owned).' }),
    }),
  });

export const SiteLabelsRef = builder.objectRef<SiteConfig['labels']>('SiteLabels').implement({
  description: 'Button and label texts of the site.',
  fields: (t) => ({
    ...Object.fromEntries(
      Object.entries(LABEL_DESCRIPTIONS).map(([name, description]) => [
        name,
        t.exposeString(name as keyof typeof LABEL_DESCRIPTIONS, { description }),
      ]),
    ),
    carTypes: t.field({
      type: CarTypeLabelsRef,
      description: 'Car type labels.',
      resolve: (l) => l.carTypes,
    }),
    tags: t.field({ type: TagLabelsRef, description: 'Tag texts.', resolve: (l) => l.tags }),
  }),
});

const TEXT_DESCRIPTIONS: Record<keyof SiteConfig['texts'], string> = {
  emptyResultsHeading: 'Heading of the empty search results.',
  emptyResultsText: 'Text of the empty search results.',
  emptySearchText: 'Text of the empty results of a text search.',
  clearFilters: 'Button that clears the search filters.',
  dealerCommentsPending: 'Shown when a vehicle has no dealer comments.',
  financeDisclaimer: 'Finance disclaimer.',
};

export const SiteTextsRef = builder.objectRef<SiteConfig['texts']>('SiteTexts').implement({
  description: 'Longer texts of the site.',
  fields: (t) =>
    Object.fromEntries(
      Object.entries(TEXT_DESCRIPTIONS).map(([name, description]) => [
        name,
        t.exposeString(name as keyof SiteConfig['texts'], { description }),
      ]),
    ),
});

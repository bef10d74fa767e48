import { z } from 'zod';
import { CAR_TYPES } from './stock/car-record.schema.js';
import { SLUG_PATTERN } from './slugify.js';
import { deliverySchema } from './settings/delivery-settings.schema.js';
import { leadDeliverySchema } from './settings/lead-delivery-settings.schema.js';
import { leadFormsSchema } from './settings/lead-form-settings.schema.js';
import { financeSchema } from './settings/finance-settings.schema.js';
import { navigationSchema } from './settings/navigation.schema.js';
import { photoSettingsSchema } from './settings/photo-settings.schema.js';
import { priceGaugeSchema } from './settings/price-gauge-settings.schema.js';
import { searchSchema } from './settings/search-settings.schema.js';
import { stockSourceSchema } from './settings/stock-source-settings.schema.js';
import { feedSyncSettingSchema } from './settings/feed-sync-settings.schema.js';
import { feedColumnSettingsSchema } from './settings/feed-column-settings.schema.js';
import { tagsSchema } from './settings/tag-settings.schema.js';
import { tradeInSettingsSchema } from './settings/trade-in-settings.schema.js';
import { colour, phoneNumber, text } from './settings/setting-primitives.js';
import { imagesSchema, vehiclePageSchema } from './settings/vehicle-page.schema.js';
import { apiSettingsSchema } from './settings/api-settings.schema.js';
import { analyticsSettingsSchema } from './settings/analytics-settings.schema.js';
import { phoneRevealRateLimitsSchema } from './settings/phone-reveal-settings.schema.js';
import { locationSettingsSchema } from './settings/location-settings.schema.js';
import { reviewSettingsSchema } from './settings/review-settings.schema.js';
import { brandsSchema } from './settings/brands.schema.js';
import { salesCounterSettingsSchema } from './settings/sales-counter-settings.schema.js';
import { homePageSchema } from './settings/home-page.schema.js';
import { servicePageSchema } from './settings/service-page-settings.schema.js';
import { promotionSettingsSchema } from './settings/promotion-settings.schema.js';
import { garageSettingsSchema } from './settings/garage-settings.schema.js';
import { accountSettingsSchema } from './settings/account-settings.schema.js';
import { reservationSettingsSchema } from './settings/reservation-settings.schema.js';

/**
 * Everything the specs make per-site. Each dealer quirk of the old code base is a named setting
 * here whose default is the common behaviour; no code branches on a site's slug.
 */

export const GATED_ROUTES = [
  'trade-in',
  'sell-my-car',
  'checkout',
  'finance',
  'car-finance',
  'spin-to-win',
  'online-payment',
  'my-garage',
] as const;

/** Said by every setting that is accepted and stored but that no code reads yet. */
const notBuiltYet = (until: string) =>
  `Not built yet: accepted and stored, but nothing on the site uses it until ${until}.`;

const featuresSchema = z
  .strictObject({
    finance: z
      .boolean()
      .default(true)
      .describe('Finance estimates on cards and vehicle pages, and the finance calculator.'),
    reserveButton: z
      .boolean()
      .default(false)
      .describe(
        'A Reserve button on cars that can be reserved (cards and the vehicle page), leading to the reserve page (the address `reservations.path` picks), where the shopper pays the deposit (`reservations`) and the car is held for them.',
      ),
    chat: z
      .boolean()
      .default(false)
      .describe(`Live chat with the dealer. ${notBuiltYet('live chat is built')}`),
    tradeIn: z
      .boolean()
      .default(true)
      .describe('The trade-in form and its online valuation (see tradeIn).'),
    onlinePurchase: z
      .boolean()
      .default(false)
      .describe(
        'Buying a vehicle online at /checkout-journey?car_id={slug}: the buyer’s details, a trade-in (valued like the trade-in form), cash or finance (the calculator’s quote), pick-up or delivery (the delivery estimate), and the reservations.deposit; each step reaches the dealer as a follow-up of one lead. Vehicles that can be reserved (in stock, priced, not reserved) show a "Buy Online" button.',
      ),
    favourites: z
      .boolean()
      .default(true)
      .describe(
        'A favourite toggle on vehicles and the /favourites page: kept in the shopper’s browser, and with their account once they sign in.',
      ),
    compare: z
      .boolean()
      .default(true)
      .describe(
        'A compare toggle on vehicles (up to 4), the Compare bar and the /compare page: kept in the shopper’s browser, and with their account once they sign in.',
      ),
    watchlist: z
      .boolean()
      .default(false)
      .describe(
        'A watchlist for signed-in shoppers with a mobile number: a save button on cards and the vehicle page (a sold vehicle shows it only when already saved), and the /watchlist page.',
      ),
    testDrive: z.boolean().default(true).describe('Shoppers can book a test drive.'),
    share: z.boolean().default(true).describe('Share buttons on the vehicle page.'),
    print: z.boolean().default(true).describe('A Print button on the vehicle page.'),
    printAsPdf: z
      .boolean()
      .default(false)
      .describe('Print downloads a PDF made on the server instead of opening the print sheet.'),
    similarVehicles: z
      .boolean()
      .default(true)
      .describe('A strip of similar vehicles on the vehicle page (see similarVehicles).'),
    priceGauge: z
      .boolean()
      .default(false)
      .describe('The market price gauge on the vehicle page (see priceGauge).'),
    marketPriceBadge: z
      .boolean()
      .default(false)
      .describe(
        '"Below market price" next to the price of in-stock cars priced under the market (spec 2 §5).',
      ),
    deliveryCalculator: z
      .boolean()
      .default(true)
      .describe('The delivery estimate by postcode on the vehicle page (see delivery).'),
    fuelCalculator: z
      .boolean()
      .default(true)
      .describe('The fuel cost calculator on the vehicle page.'),
    subscriptions: z
      .boolean()
      .default(false)
      .describe('Subscription prices for the cars the feed offers by subscription.'),
    carAnalysisDownload: z
      .boolean()
      .default(false)
      .describe(
        `A downloadable analysis of the car. ${notBuiltYet('the car analysis download is built')}`,
      ),
  })
  .prefault({})
  .describe('Which features the site switches on.');

const tag = (defaultText: string, of: string) =>
  text.default(defaultText).describe(`The tag of ${of}.`);

const tagLabelsSchema = z
  .strictObject({
    new: tag('New', 'new vehicles'),
    sold: tag('JUST SOLD', 'sold vehicles (also on the print sheet)'),
    newArrival: tag('New Arrival', 'vehicles listed within the last 8 days'),
    comingSoon: tag('Coming Soon', 'vehicles arriving soon'),
    reserved: tag('Reserved', 'reserved vehicles'),
    electric: tag('Electric', 'electric vehicles'),
    hybrid: tag('Hybrid', 'hybrid vehicles'),
    certifiedPreOwned: tag('Certified Pre-Owned', 'certified used vehicles (see tags)'),
  })
  .prefault({})
  .describe('The words of the vehicle tags.');

const labelsSchema = z
  .strictObject({
    vehicleType: text
      .default('Car')
      .describe(
        'What the site calls a vehicle: {type} in texts such as "Unfortunately this {type} recently sold."',
      ),
    carTypes: z
      .strictObject({
        new: text.default('New').describe('What the site calls new vehicles.'),
        demo: text.default('Demo').describe('What the site calls demonstrators.'),
        used: text.default('Used').describe('What the site calls used vehicles.'),
      })
      .prefault({})
      .describe('What the site calls each car type (filters, cards, the print sheet).'),
    callButton: text.default('Call the dealer').describe('The call-the-dealer button.'),
    tradeInButton: text.default('Get Your Valuation').describe('The trade-in button.'),
    financeText: text.default('Pre-Approved').describe('The finance badge.'),
    approvalText: text
      .default('Get Pre-Approved Now')
      .describe('The finance pre-approval call to action.'),
    noPrice: text
      .default('Enquire for price.')
      .describe('Shown instead of a price when a vehicle has none.'),
    preorder: text.default('PREORDER').describe('Shown for preorder vehicles without a price.'),
    enquiryButton: text.default('Enquire Now').describe('The enquiry button.'),
    reserveButton: text.default('Reserve Now').describe('The reserve button.'),
    dealerCommentsMore: text.default('more').describe('Expands the dealer comments.'),
    dealerCommentsLess: text.default('less').describe('Collapses the dealer comments.'),
    tags: tagLabelsSchema,
  })
  .prefault({})
  .describe('The words of buttons, badges and tags.');

const textsSchema = z
  .strictObject({
    emptyResultsHeading: text
      .default('No Results Available')
      .describe('Heading of a search page with no vehicles.'),
    emptyResultsText: text
      .default(
        'There appears to be no offers currently available that meet the conditions of your search',
      )
      .describe('Text of a search page with no vehicles.'),
    emptySearchText: text
      .default(
        'No results found for your search at this time. Please try adjusting the filters for more results.',
      )
      .describe('Text of a search with filters that match no vehicle.'),
    clearFilters: text.default('Clear Filters').describe('The button that clears the filters.'),
    dealerCommentsPending: text
      .default('Dealer comments are pending. Please check back here later.')
      .describe('Shown on the vehicle page when the dealer has written no comments yet.'),
    financeDisclaimer: text
      .default(
        'Repayments are indicative only and do not constitute a binding quote or offer of finance. Finance is available only to approved applicants; fees, charges, terms and conditions apply.',
      )
      .describe('The finance disclaimer under estimates and on the print sheet.'),
  })
  .prefault({})
  .describe('Longer texts the site shows.');

const themeSchema = z
  .strictObject({
    colours: z
      .strictObject({
        primary: colour.describe('Main brand colour: buttons, links, headings (#rrggbb).'),
        secondary: colour.describe('Second brand colour (#rrggbb).'),
        accent: colour.describe('Highlights such as prices and badges (#rrggbb).'),
        text: colour.default('#1a1a1a').describe('Body text colour (#rrggbb).'),
        background: colour.default('#ffffff').describe('Page background colour (#rrggbb).'),
      })
      .describe('The site’s colours.'),
    logo: z
      .strictObject({
        url: z
          .string()
          .min(1)
          .describe('A file in the site’s folder (e.g. logo.svg) or an address of the logo.'),
        alt: text.describe('What the logo says, for screen readers.'),
        width: z.number().int().positive().describe('Width in pixels.'),
        height: z.number().int().positive().describe('Height in pixels.'),
      })
      .describe('The logo in the header and on the print sheet.'),
    brandColours: z
      .record(z.string(), colour)
      .default({})
      .describe('Accent colours per manufacturer brand (make → #rrggbb).'),
  })
  .describe('The site’s look.');

const contactSchema = z
  .strictObject({
    email: z
      .email()
      .describe('The dealer’s e-mail; leads go here unless leads.email.to says otherwise.'),
    phone: phoneNumber.describe('The dealer’s main phone number.'),
    phonesByCarType: z
      .partialRecord(z.enum(CAR_TYPES), phoneNumber)
      .default({})
      .describe(
        'Replaces the car location’s phone for cars of that type, e.g. { "used": "07 5555 1234" }.',
      ),
    phoneReveal: z
      .enum(['immediate', 'masked'])
      .default('immediate')
      .describe(
        'immediate: phone numbers shown whole; masked: every dealer number (vehicle pages, header, footer, locations) shows its first 5 characters and the rest as asterisks, and the whole number is sent to the browser only when the shopper reveals it (the reveal is recorded). The API never answers the whole number of a masked site except through the reveal mutations.',
      ),
    phoneRevealRateLimit: phoneRevealRateLimitsSchema,
  })
  .describe('How shoppers reach the dealer.');

export const siteConfigSchema = z
  .strictObject({
    slug: z
      .string()
      .regex(SLUG_PATTERN, 'lower-case words joined by -')
      .describe('The site’s name in addresses; must equal its folder’s name.'),
    name: text.describe('The dealer’s name as shoppers read it (header, titles, print sheet).'),
    domains: z
      .array(z.string().regex(/^[a-z0-9.-]+$/, 'a lower-case host name'))
      .default([])
      .describe('Hosts that serve this site besides <slug>.localhost.'),
    kind: z
      .enum(['dealer', 'group'])
      .default('dealer')
      .describe(
        'A single dealer, or a group of dealers: a group’s home page shows the stats banner (home.groupStats).',
      ),
    description: text.describe('What the site is, for search engines and link previews.'),
    navigation: navigationSchema,
    features: featuresSchema,
    labels: labelsSchema,
    texts: textsSchema,
    theme: themeSchema,
    contact: contactSchema,
    finance: financeSchema,
    delivery: deliverySchema,
    leads: leadDeliverySchema,
    leadForms: leadFormsSchema,
    search: searchSchema,
    tags: tagsSchema,
    gatedRoutes: z
      .array(z.enum(GATED_ROUTES))
      .default([])
      .describe(
        'Pages shown only to signed-in shoppers: a signed-out visitor opening one is sent to /sign-in?type=<value> and lands back on the page once signed in. trade-in gates /trade-in and /cars/trade-in; sell-my-car /sell-my-car; checkout /cars/{slug}/checkout, /cars/{slug}/buy-online and /checkout-journey; finance /finance, /finance-enquiry, /apply-for-finance and finance.enquiryPage.path; car-finance /personalised/finance; spin-to-win /spin-to-win; online-payment /online-payment; my-garage /my-garage and the site’s other garage pages.',
      ),
    accounts: accountSettingsSchema,
    vehiclePage: vehiclePageSchema,
    images: imagesSchema,
    photos: photoSettingsSchema,
    priceGauge: priceGaugeSchema,
    tradeIn: tradeInSettingsSchema,
    similarVehicles: z
      .strictObject({
        match: z
          .enum(['makeModel', 'carTypeBody'])
          .default('makeModel')
          .describe('Similar means the same make and model, or the same car type and body.'),
        lazyLoad: z
          .boolean()
          .default(true)
          .describe('Load the strip only when it comes near the viewport.'),
      })
      .prefault({})
      .describe(
        'The similar-vehicles strip of the vehicle page (when features.similarVehicles is on).',
      ),
    stock: stockSourceSchema,
    feedSync: feedSyncSettingSchema,
    feedColumns: feedColumnSettingsSchema,
    api: apiSettingsSchema,
    analytics: analyticsSettingsSchema,
    locations: locationSettingsSchema,
    reviews: reviewSettingsSchema,
    brands: brandsSchema,
    salesCounter: salesCounterSettingsSchema,
    home: homePageSchema,
    servicePage: servicePageSchema,
    promotions: promotionSettingsSchema,
    garage: garageSettingsSchema,
    reservations: reservationSettingsSchema,
  })
  .describe('The settings of one site (its site.json).');

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

import type {
  LeadDealership,
  LeadForm,
  LeadFormOptions,
  LeadLocation,
} from '@forecourt/schema/leads/lead-form-options';
import type { Location } from '@forecourt/tenants/location.schema';
import { leadFormSettingsFor } from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { isContentPagePathShape } from '@forecourt/schema/content/content-paths';
import { hasContentPage } from '../../content/site-content-pages.js';
import { dayInTimeZone } from '../../time/zoned-day.js';
import { visibleLocationsPrimaryFirst } from '../location/visible-locations.js';

/**
 * One lead form of a site as the browser and the server both build its schema: the site's
 * settings for that form, and its dealerships and locations from the site's locations file.
 */
export interface SiteLeadForm {
  form: LeadForm;
  options: LeadFormOptions;
  /** The terms page the box links to; null when the form does not ask for the terms. */
  termsUrl: string | null;
  /** Today at the site, YYYY-MM-DD. */
  today: string;
}

/** The forms about buying a vehicle: a service centre or parts counter takes none of them. */
const SALES_FORMS: readonly LeadForm[] = [
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'trade-in',
];

/** Each dealership once, in the order its first location comes. */
function dealershipsOf(locations: readonly Location[]): LeadDealership[] {
  const bySlug = new Map<string, LeadDealership>();
  for (const location of locations) {
    if (!bySlug.has(location.dealershipSlug)) {
      bySlug.set(location.dealershipSlug, {
        slug: location.dealershipSlug,
        name: location.dealershipName,
      });
    }
  }
  return [...bySlug.values()];
}

function leadLocationOf(location: Location): LeadLocation {
  return {
    id: location.id,
    name: location.name,
    openingHours: [...location.contact.openingHours]
      .sort((a, b) => a.weekday - b.weekday)
      .map(({ weekday, status, open, close }) => ({ weekday, status, open, close })),
  };
}

/**
 * The terms box links only to a page the site has: a content page's address (/terms-and-conditions
 * by default) names one only when the dealer wrote it; any other path is the site's to answer.
 */
function termsPageExists(site: Site, termsUrl: string): boolean {
  return !isContentPagePathShape(termsUrl) || hasContentPage(site, termsUrl);
}

export function siteLeadForm(site: Site, form: LeadForm, now: Date): SiteLeadForm {
  const { termsUrl, timeZone, ...settings } = leadFormSettingsFor(site.config.leadForms, form);
  const visible = visibleLocationsPrimaryFirst(site.locations);
  // A vehicle, a test drive, finance or a trade-in is a sales matter; a general enquiry may be
  // about service or parts too.
  const offered = SALES_FORMS.includes(form)
    ? visible.filter((location) => location.locationType === 'sales')
    : visible;
  return {
    form,
    options: {
      messageOptional: settings.messageOptional,
      dealerships: dealershipsOf(visible),
      showPreferredDealership: settings.showPreferredDealership,
      locations: offered.map(leadLocationOf),
      showLocationSelect: settings.showLocationSelect,
      termsRequired: settings.termsRequired,
      categories: settings.categories,
      careersCategory: settings.careersCategory,
      checkOptions: settings.checkOptions,
      checkOptionsAsRadio: settings.checkOptionsAsRadio,
    },
    termsUrl: settings.termsRequired && termsPageExists(site, termsUrl) ? termsUrl : null,
    today: dayInTimeZone(now, timeZone),
  };
}

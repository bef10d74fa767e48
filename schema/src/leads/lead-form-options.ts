import { GENERAL_ENQUIRY_CATEGORY } from './lead-categories.js';

/**
 * What a site, or one of its forms, decides about a lead form (spec 2 §5). Plain data: a site's
 * settings map onto it, and the browser's form and the server's mutation build the same schema
 * from the same options. The defaults are the common behaviour; a site departs from them through
 * its settings, never through code that knows the site.
 */

/** The lead forms of the site, by the name the schemas, payload and analytics use. */
export const LEAD_FORMS = [
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'general-enquiry',
  'trade-in',
] as const;

export type LeadForm = (typeof LEAD_FORMS)[number];

/** A dealership of the site, offered in the "preferred dealership" select. */
export interface LeadDealership {
  slug: string;
  name: string;
}

/** One day of a location's opening hours (spec 2 §3), times as 24-hour HH:MM. */
export interface LeadOpeningHours {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  status: 'Open' | 'Closed';
  open?: string;
  close?: string;
}

/** A location of the site, offered in the website location select. */
export interface LeadLocation {
  id: string;
  name: string;
  /** Test-drive times are offered within these hours; without them any time is taken. */
  openingHours?: readonly LeadOpeningHours[];
}

/** A checkbox of the form whose label, when ticked, goes into the lead's additional_services. */
export interface LeadCheckOption {
  /** The form field's name: letters, digits, - and _ (the form library reads dots as nesting). */
  name: string;
  /** What the dealer reads in additional_services. */
  label: string;
}

export interface LeadFormOptions {
  /** Spec 2 §5: the message is required unless the site opts out or the form makes it optional. */
  messageOptional: boolean;
  /** The site's dealerships. */
  dealerships: readonly LeadDealership[];
  /** The form shows the preferred-dealership select (required when there are several). */
  showPreferredDealership: boolean;
  /** The site's locations. */
  locations: readonly LeadLocation[];
  /** The form shows the website location select (then required). */
  showLocationSelect: boolean;
  /** Spec 2 §5: the shopper must agree to the terms of use. */
  termsRequired: boolean;
  /** The General Enquiry category select's choices (spec 2 §5: a choice is required). */
  categories: readonly string[];
  /** The category choice that makes a careers enquiry (General Enquiry, subcategory Career Enquiry). */
  careersCategory: string;
  /** The form's check options, collected into additional_services. */
  checkOptions: readonly LeadCheckOption[];
  /**
   * The check options show as radio buttons: one choice, held in a helper field that the lead
   * drops once its choice is in additional_services.
   */
  checkOptionsAsRadio: boolean;
}

/** The category choice of a careers enquiry unless the site names it otherwise. */
export const DEFAULT_CAREERS_CATEGORY = 'Careers';
/** The category the Book a Service page chooses on a site that names none (servicePage.category). */
export const DEFAULT_SERVICE_CATEGORY = 'Service';

/**
 * The category choices of a site that lists none: a plain enquiry, a service booking for the
 * Book a Service page and careers for the careers page, which every site links to (spec 1 §2,
 * spec 2 §2).
 */
export const DEFAULT_ENQUIRY_CATEGORIES: readonly string[] = [
  GENERAL_ENQUIRY_CATEGORY,
  DEFAULT_SERVICE_CATEGORY,
  DEFAULT_CAREERS_CATEGORY,
];

/**
 * The common behaviour: a required message, no dealership or location select, no terms box, the
 * default categories, no check options.
 */
export const DEFAULT_LEAD_FORM_OPTIONS: LeadFormOptions = {
  messageOptional: false,
  dealerships: [],
  showPreferredDealership: false,
  locations: [],
  showLocationSelect: false,
  termsRequired: false,
  categories: DEFAULT_ENQUIRY_CATEGORIES,
  careersCategory: DEFAULT_CAREERS_CATEGORY,
  checkOptions: [],
  checkOptionsAsRadio: false,
};

/** The options of a form: the defaults with what the site and the form set. */
export function leadFormOptions(settings: Partial<LeadFormOptions> = {}): LeadFormOptions {
  return { ...DEFAULT_LEAD_FORM_OPTIONS, ...settings };
}

/**
 * Facts of the request a schema needs beyond the options. The browser passes none of them; the
 * server passes what it can check and the browser cannot.
 */
export interface LeadSchemaContext {
  /**
   * Whether a 4-digit postcode is a real Australian one. Given, the schema must be parsed with
   * `parseAsync` / `safeParseAsync`.
   */
  isKnownPostcode?: (postcode: string) => Promise<boolean>;
  /** Today at the site, YYYY-MM-DD: a test drive cannot be booked before it. */
  today?: string;
}

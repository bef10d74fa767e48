import { z } from 'zod';
import { ANALYTICS_EVENTS, type AnalyticsEventId } from '../analytics/analytics-events.js';
import {
  CAREER_ENQUIRY_SUBCATEGORY,
  LEAD_CATEGORIES,
  OFFER_ACCEPTED_SUBCATEGORY,
} from './lead-categories.js';
import type { LeadCarType } from './lead-car-types.js';
import type { RegoState } from './lead-fields.js';
import type { LeadForm } from './lead-form-options.js';
import type { LeadValue } from './lead-form-schemas.js';

/**
 * The lead as it is stored and delivered to the dealer (spec 2 §3, §7): the shopper's fields under
 * the names the dealers' systems read, with the facts of the request around them. Built by a pure
 * function from a validated form value and what the server knows of the request.
 */

/** Spec 2 §3: every lead from the site has this source. */
export const LEAD_SOURCE = 'Website';

/** Our limits on what the browser reports of a visit (it keeps the most recent pages). */
export const MAX_VISITED_PAGES = 50;
export const MAX_LINKED_QUERY_PARAMS = 20;
const MAX_ATTRIBUTE_LENGTH = 500;

/** The vehicle a lead is about, as the server read it from the site's own stock. */
export interface LeadCarFacts {
  id: string;
  dealershipId: string;
  dealershipSlug?: string;
  carType: LeadCarType;
  status?: string;
  make?: string;
  model?: string;
  stockNumber?: string;
  manufacturerSlug?: string;
  /** The site's Autogauge plugin covers this vehicle (spec 2 §3's autogauge_enabled). */
  autogaugeEnabled?: boolean;
  /** The vehicle is tagged for test drives only. */
  testDriveOnly?: boolean;
}

/** Where a trade-in valuation stood when its lead was sent. */
export interface TradeInValuationFacts {
  /** The shopper's answers to the valuation's adjustment questions, by question id. */
  adjustmentAnswers: Readonly<Record<string, string>>;
  offerAccepted: boolean;
  formCompleted: boolean;
}

/** What the browser reports of the visit that led to the lead. */
export const leadAttributesSchema = z.object({
  /** The site's pages the shopper saw, oldest first; only the most recent are kept. */
  visitedPages: z
    .array(z.string().max(MAX_ATTRIBUTE_LENGTH))
    .default([])
    .transform((pages) => pages.slice(-MAX_VISITED_PAGES)),
  /** Query parameters of the landing page kept for the dealer (campaign tags and the like). */
  linkedQueryParams: z
    .record(z.string().max(MAX_ATTRIBUTE_LENGTH), z.string().max(MAX_ATTRIBUTE_LENGTH))
    .default({})
    .refine((params) => Object.keys(params).length <= MAX_LINKED_QUERY_PARAMS, {
      error: `At most ${MAX_LINKED_QUERY_PARAMS} linked query parameters are kept.`,
    }),
});

export type LeadAttributes = z.output<typeof leadAttributesSchema>;

/** What the server knows of the request that sent a lead. */
export interface LeadRequestFacts extends LeadAttributes {
  /** The id the server gave the lead. */
  leadId: string;
  /** The page the form was sent from. */
  url: string;
  userAgent: string;
  pageId?: string;
  /** The vehicle of the lead, when it names one the site has. */
  car: LeadCarFacts | null;
  /** Trade-in leads: the valuation's state. */
  valuation?: TradeInValuationFacts;
}

export interface LeadPayload {
  category: string;
  subcategory: string | null;
  lead_id: string;
  url: string;
  source: typeof LEAD_SOURCE;
  user_agent: string;
  page_id: string | null;
  car_id: string | null;
  car_dealership_id: string | null;
  car_type: LeadCarType | null;
  vehicle_status: string | null;
  stock_number: string | null;
  manufacturer_slug: string | null;
  'Vehicle Make': string | null;
  'Vehicle Model': string | null;
  autogauge_enabled: boolean;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  name: string;
  last_name: string | null;
  email: string;
  phone: string;
  postcode: string | null;
  message: string | null;
  location: string | null;
  dealership_slug: string | null;
  /** Null on forms without the opt-in box (trade-in). */
  opt_in: boolean | null;
  terms_conditions: boolean;
  additional_services: string[];
  vehicle_price_budget: number | null;
  preferred_date: string | null;
  preferred_time: string | null;
  rego: string | null;
  regoState: RegoState | null;
  adjustmentAnswers: Record<string, string> | null;
  offer_accepted: boolean;
  form_completed: boolean;
}

/** The lead category and subcategory of a form value. */
export function leadCategoryOf(lead: LeadValue): { category: string; subcategory: string | null } {
  return lead.form === 'general-enquiry'
    ? { category: lead.category, subcategory: lead.subcategory ?? null }
    : { category: LEAD_CATEGORIES[lead.form], subcategory: null };
}

/** A form value's field, or null on forms that do not have it. */
function fieldOf<K extends string>(lead: LeadValue, key: K): unknown {
  return key in lead ? ((lead as unknown as Record<K, unknown>)[key] ?? null) : null;
}
const textOf = (lead: LeadValue, key: string) => fieldOf(lead, key) as string | null;

/** The stored and delivered lead of a valid form value sent in a request. */
export function buildLeadPayload(lead: LeadValue, facts: LeadRequestFacts): LeadPayload {
  const { car, valuation } = facts;
  const tradeIn = lead.form === 'trade-in';
  return {
    ...leadCategoryOf(lead),
    lead_id: facts.leadId,
    url: facts.url,
    source: LEAD_SOURCE,
    user_agent: facts.userAgent,
    page_id: facts.pageId ?? null,
    car_id: car?.id ?? textOf(lead, 'carId'),
    car_dealership_id: car?.dealershipId ?? null,
    car_type: car?.carType ?? (lead.form === 'finance-enquiry' ? lead.carType : undefined) ?? null,
    vehicle_status: car?.status ?? null,
    stock_number: car?.stockNumber ?? null,
    manufacturer_slug: car?.manufacturerSlug ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    autogauge_enabled: car?.autogaugeEnabled === true,
    lead_attributes: {
      visited_pages: [...facts.visitedPages],
      linked_query_params: { ...facts.linkedQueryParams },
    },
    name: tradeIn ? lead.firstName : lead.name,
    last_name: tradeIn ? lead.lastName : null,
    email: lead.email,
    phone: lead.phone,
    postcode: tradeIn ? lead.postcode : null,
    message: textOf(lead, 'message'),
    location: textOf(lead, 'locationId'),
    dealership_slug: textOf(lead, 'preferredDealership') ?? car?.dealershipSlug ?? null,
    opt_in: tradeIn ? null : lead.optIn,
    terms_conditions: lead.termsAccepted,
    additional_services: [...lead.additionalServices],
    vehicle_price_budget: fieldOf(lead, 'vehiclePriceBudget') as number | null,
    preferred_date: textOf(lead, 'preferredDate'),
    preferred_time: textOf(lead, 'preferredTime'),
    rego: lead.rego ?? null,
    regoState: lead.regoState ?? null,
    adjustmentAnswers: valuation ? { ...valuation.adjustmentAnswers } : null,
    offer_accepted: valuation?.offerAccepted ?? false,
    // An enquiry is complete when sent; a trade-in lead may be sent before its valuation ends.
    form_completed: valuation?.formCompleted ?? true,
  };
}

/** Spec 2 §7: the call that records a trade-in offer the shopper accepted. */
export interface OfferAcceptedPayload {
  category: string;
  subcategory: typeof OFFER_ACCEPTED_SUBCATEGORY;
  lead_id: string;
  form_completed: true;
  offer_accepted: true;
}

export function buildOfferAcceptedPayload(
  leadId: string,
  category = LEAD_CATEGORIES['trade-in'],
): OfferAcceptedPayload {
  return {
    category,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: true,
  };
}

/** Spec 2 §7: the analytics event of an accepted trade-in offer ("lead accepted"). */
export const OFFER_ACCEPTED_EVENT_ID = ANALYTICS_EVENTS.LEAD_ACCEPTED;

/** The forms whose lead about a vehicle counts as an enquiry about that vehicle. */
const VEHICLE_ENQUIRY_FORMS: readonly LeadForm[] = [
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
];

/**
 * Spec 2 §7: the analytics events a sent lead records. Every lead: enquiry submit (22), or the
 * careers enquiry (51). A vehicle enquiry, test drive or finance enquiry about a vehicle also
 * records which: used 15, or 48 where the Autogauge flag is on; new or demo 14, or 17 for a test
 * drive or a vehicle tagged for test drives only.
 */
export function leadAnalyticsEventIds(
  lead: { form: LeadForm; subcategory?: string | null },
  car: Pick<LeadCarFacts, 'carType' | 'autogaugeEnabled' | 'testDriveOnly'> | null,
): AnalyticsEventId[] {
  const submit =
    lead.subcategory === CAREER_ENQUIRY_SUBCATEGORY
      ? ANALYTICS_EVENTS.CAREERS_ENQUIRY
      : ANALYTICS_EVENTS.ENQUIRY_SUBMIT;
  if (car === null || !VEHICLE_ENQUIRY_FORMS.includes(lead.form)) return [submit];
  if (car.carType === 'used') {
    return [
      submit,
      car.autogaugeEnabled === true
        ? ANALYTICS_EVENTS.USED_ENQUIRY_FLAGGED
        : ANALYTICS_EVENTS.VEHICLE_ENQUIRY_USED,
    ];
  }
  return [
    submit,
    lead.form === 'test-drive' || car.testDriveOnly === true
      ? ANALYTICS_EVENTS.TEST_DRIVE_OR_SIMILAR_ENQUIRY
      : ANALYTICS_EVENTS.VEHICLE_ENQUIRY_NEW_OR_DEMO,
  ];
}

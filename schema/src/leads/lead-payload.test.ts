import { describe, expect, it } from 'vitest';
import { generalEnquirySchema } from './general-enquiry.schema.js';
import { VALID_LEAD_INPUTS } from './lead-forms.cases.js';
import {
  buildLeadPayload,
  buildOfferAcceptedPayload,
  leadAttributesSchema,
  MAX_VISITED_PAGES,
  type LeadCarFacts,
  type LeadRequestFacts,
} from './lead-payload.js';
import { financeEnquirySchema } from './finance-enquiry.schema.js';
import { testDriveSchema } from './test-drive.schema.js';
import { tradeInSchema } from './trade-in.schema.js';
import { vehicleEnquirySchema } from './vehicle-enquiry.schema.js';

const car: LeadCarFacts = {
  id: 'car-1001',
  dealershipId: 'dealer-7',
  dealershipSlug: 'northside-motors',
  carType: 'used',
  status: 'in_stock',
  make: 'Toyota',
  model: 'Corolla',
  stockNumber: 'U1234',
  manufacturerSlug: 'toyota',
  autogaugeEnabled: true,
};

const facts: LeadRequestFacts = {
  leadId: 'lead-42',
  url: 'https://northside.example/cars/2021-toyota-corolla',
  userAgent: 'Mozilla/5.0',
  pageId: 'car-page',
  car,
  visitedPages: ['/', '/search/used-cars', '/cars/2021-toyota-corolla'],
  linkedQueryParams: { utm_source: 'newsletter' },
};

describe('buildLeadPayload', () => {
  it('delivers a vehicle enquiry with the request and the vehicle around the shopper’s fields', () => {
    const enquiry = vehicleEnquirySchema({
      checkOptions: [{ name: 'finance', label: 'Finance' }],
      locations: [{ id: 'loc-north', name: 'Northside' }],
    }).parse({
      ...VALID_LEAD_INPUTS['vehicle-enquiry'],
      rego: 'abc123',
      checkOptions: { finance: true },
    });
    expect(buildLeadPayload(enquiry, facts)).toEqual({
      category: 'Vehicle Enquiry',
      subcategory: null,
      lead_id: 'lead-42',
      url: 'https://northside.example/cars/2021-toyota-corolla',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      page_id: 'car-page',
      car_id: 'car-1001',
      car_dealership_id: 'dealer-7',
      car_type: 'used',
      vehicle_status: 'in_stock',
      stock_number: 'U1234',
      manufacturer_slug: 'toyota',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      autogauge_enabled: true,
      lead_attributes: {
        visited_pages: ['/', '/search/used-cars', '/cars/2021-toyota-corolla'],
        linked_query_params: { utm_source: 'newsletter' },
      },
      name: 'Sam Shopper',
      last_name: null,
      email: 'sam@example.com',
      phone: '04 1234 5678',
      postcode: null,
      message: 'Is it still available?',
      location: 'loc-north',
      dealership_slug: 'northside-motors',
      opt_in: true,
      terms_conditions: false,
      additional_services: ['Finance'],
      vehicle_price_budget: null,
      preferred_date: null,
      preferred_time: null,
      rego: 'ABC123',
      regoState: 'QLD',
      adjustmentAnswers: null,
      offer_accepted: false,
      form_completed: true,
    });
  });

  it('files a careers enquiry as General Enquiry, subcategory Career Enquiry', () => {
    const careers = generalEnquirySchema({ categories: ['Sales Enquiry', 'Careers'] }).parse({
      ...VALID_LEAD_INPUTS['general-enquiry'],
      category: 'Careers',
    });
    expect(buildLeadPayload(careers, { ...facts, car: null })).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      car_id: null,
      car_dealership_id: null,
      car_type: null,
      autogauge_enabled: false,
      dealership_slug: null,
    });
  });

  it('carries the finance budget, the preferred dealership and the linked vehicle’s type', () => {
    const finance = financeEnquirySchema({
      dealerships: [
        { slug: 'northside-motors', name: 'Northside' },
        { slug: 'southside-motors', name: 'Southside' },
      ],
      showPreferredDealership: true,
    }).parse({
      ...VALID_LEAD_INPUTS['finance-enquiry'],
      preferredDealership: 'southside-motors',
      vehiclePriceBudget: '$25,000',
      carId: 'car-gone',
      carType: 'demo',
    });
    expect(buildLeadPayload(finance, { ...facts, car: null })).toMatchObject({
      category: 'Finance Enquiry',
      vehicle_price_budget: 25000,
      dealership_slug: 'southside-motors',
      car_id: 'car-gone',
      car_type: 'demo',
    });
  });

  it('carries the test drive’s date and time', () => {
    const testDrive = testDriveSchema().parse({
      ...VALID_LEAD_INPUTS['test-drive'],
      message: '',
      preferredDate: '2025-07-02',
      preferredTime: '10:00',
    });
    expect(buildLeadPayload(testDrive, facts)).toMatchObject({
      category: 'Test Drive',
      message: null,
      preferred_date: '2025-07-02',
      preferred_time: '10:00',
    });
  });

  it('delivers a trade-in with first and last name, postcode and the valuation’s state', () => {
    const tradeIn = tradeInSchema().parse({
      ...VALID_LEAD_INPUTS['trade-in'],
      rego: 'XYZ789',
      regoState: 'VIC',
    });
    expect(
      buildLeadPayload(tradeIn, {
        ...facts,
        car: null,
        valuation: {
          adjustmentAnswers: { 'service-history': 'full', keys: '2' },
          offerAccepted: false,
          formCompleted: false,
        },
      }),
    ).toMatchObject({
      category: 'Trade-In',
      name: 'Sam',
      last_name: 'Shopper',
      postcode: '4000',
      phone: '04 1234 5678',
      opt_in: null,
      message: null,
      rego: 'XYZ789',
      regoState: 'VIC',
      adjustmentAnswers: { 'service-history': 'full', keys: '2' },
      offer_accepted: false,
      form_completed: false,
    });
  });
});

describe('buildOfferAcceptedPayload', () => {
  it('records the accepted offer of a trade-in lead (spec 2 §7)', () => {
    expect(buildOfferAcceptedPayload('lead-42')).toEqual({
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: 'lead-42',
      form_completed: true,
      offer_accepted: true,
    });
  });
});

describe('leadAttributesSchema', () => {
  it('keeps the most recent pages of a long visit', () => {
    const pages = Array.from({ length: MAX_VISITED_PAGES + 5 }, (_, i) => `/page-${i}`);
    const { visitedPages } = leadAttributesSchema.parse({ visitedPages: pages });
    expect(visitedPages).toHaveLength(MAX_VISITED_PAGES);
    expect(visitedPages[0]).toBe('/page-5');
    expect(visitedPages.at(-1)).toBe(`/page-${MAX_VISITED_PAGES + 4}`);
  });

  it('takes a visit reported without pages or parameters', () => {
    expect(leadAttributesSchema.parse({})).toEqual({ visitedPages: [], linkedQueryParams: {} });
  });

  it('refuses more linked query parameters than it keeps', () => {
    const params = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'x']));
    expect(
      leadAttributesSchema.safeParse({ linkedQueryParams: params }).error?.issues[0]?.message,
    ).toBe('At most 20 linked query parameters are kept.');
  });
});

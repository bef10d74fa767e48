import {
  KNOWN_POSTCODES,
  LEAD_FORM_CASES,
  leadCaseInput,
  STARTED_AT,
  type LeadFormCase,
} from '@forecourt/schema/leads/lead-forms.cases';
import { INVALID_POSTCODE_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { honeypotFilled } from '@forecourt/schema/leads/lead-fields';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswered, refusalOf } from '../common/testing/typed-errors.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import {
  issuesOf,
  siteForLeadCase,
  SUBMIT_LEAD,
  submission,
  withFormToken,
  type SubmitLeadAnswer,
} from './testing/lead-test-sites.js';

/**
 * The browser's validation matrix (every rule of the lead forms, valid and invalid) sent through
 * submitLead: the server refuses the same fields with the same words, and stores what the
 * browser's schema makes of a valid form.
 */

/** The cases' forms were opened a minute before they are sent, on 1 July 2025 in Brisbane. */
const CLOCK = new Date(STARTED_AT + 60_000);
const STOCK_PER_SITE = 12;
/** The cases' vehicle ids, stood in for by vehicles of each case's site. */
const CASE_CAR_IDS = ['car-1001', 'car-2002'] as const;

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

const settingsKey = (leadCase: LeadFormCase) => JSON.stringify(leadCase.settings ?? {});
const slugs = new Map<string, string>();
for (const leadCase of LEAD_FORM_CASES) {
  const key = settingsKey(leadCase);
  if (!slugs.has(key)) slugs.set(key, `lead-case-${slugs.size + 1}`);
}
const siteOfCase = (leadCase: LeadFormCase) => platform.site(slugs.get(settingsKey(leadCase))!);

/** Each case site's vehicles standing in for the cases' ids. */
const carIdsBySite = new Map<string, Map<string, string>>();

beforeAll(async () => {
  const template = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
  const sites: Site[] = [];
  for (const leadCase of LEAD_FORM_CASES) {
    const slug = slugs.get(settingsKey(leadCase))!;
    if (!sites.some((site) => site.config.slug === slug)) {
      sites.push(siteForLeadCase(template, slug, leadCase.settings));
    }
  }
  platform = await createTestPlatform(STOCK_PER_SITE, sites, { now: () => CLOCK });
  for (const site of sites) {
    const stock = generateStock(site, { size: STOCK_PER_SITE, now: TEST_NOW });
    carIdsBySite.set(
      site.config.slug,
      new Map(CASE_CAR_IDS.map((caseId, index) => [caseId, stock[index]!.id])),
    );
  }
});
afterAll(async () => {
  await platform.close();
});

/** A case's vehicle ids replaced by its site's vehicles. */
function onSite<T>(site: Site, value: T): T {
  const ids = carIdsBySite.get(site.config.slug)!;
  return (typeof value === 'string' ? (ids.get(value) ?? value) : value) as T;
}

/**
 * What the server must answer: the case's own expectation, but the browser takes any four digits
 * as a postcode and the server also asks whether it is a real one.
 */
function serverExpectation(leadCase: LeadFormCase): LeadFormCase['expect'] {
  const postcode = leadCaseInput(leadCase).postcode;
  const fourDigits = typeof postcode === 'string' && /^\d{4}$/.test(postcode.trim());
  if (fourDigits && !KNOWN_POSTCODES.includes(postcode.trim())) {
    return { valid: false, issues: [{ path: 'postcode', message: INVALID_POSTCODE_MESSAGE }] };
  }
  return leadCase.expect;
}

/** Where the stored lead's payload (spec 2 §3) holds each field of the form's value. */
const PAYLOAD_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  firstName: 'name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  postcode: 'postcode',
  message: 'message',
  locationId: 'location',
  preferredDealership: 'dealership_slug',
  rego: 'rego',
  regoState: 'regoState',
  optIn: 'opt_in',
  termsAccepted: 'terms_conditions',
  additionalServices: 'additional_services',
  vehiclePriceBudget: 'vehicle_price_budget',
  preferredDate: 'preferred_date',
  preferredTime: 'preferred_time',
  category: 'category',
  subcategory: 'subcategory',
  carId: 'car_id',
};

describe('submitLead refuses and takes exactly what the browser’s schema does', () => {
  it.each(LEAD_FORM_CASES.map((leadCase) => [`${leadCase.form}: ${leadCase.title}`, leadCase]))(
    '%s',
    async (_, leadCase) => {
      const site = siteOfCase(leadCase);
      const values = Object.fromEntries(
        Object.entries(leadCaseInput(leadCase)).map(([field, v]) => [field, onSite(site, v)]),
      );
      const response = await platform.query<SubmitLeadAnswer>(
        platform.hostOf(site.config.slug),
        SUBMIT_LEAD,
        withFormToken(site.config.slug, submission(leadCase.form, values), STARTED_AT),
      );
      const expected = serverExpectation(leadCase);

      if (!expected.valid) {
        expect(response.errors).toBeUndefined();
        expect(refusalOf(response)?.__typename).toBe('ValidationError');
        expect(issuesOf(response)).toEqual(
          expected.issues.map(({ path, message }) => `${path}: ${message}`).sort(),
        );
        return;
      }
      expectAnswered(response);
      const leadId = response.data!.submitLead!.leadId;
      const stored = await platform.records.forSite(site).lead(leadId);
      // A robot's form is answered as if sent, and nothing of it is kept.
      expect(stored === null).toBe(honeypotFilled(values));
      if (stored === null) return;
      const payload = stored!.payload;
      for (const [field, v] of Object.entries(expected.value ?? {})) {
        const payloadField = PAYLOAD_FIELDS[field];
        if (payloadField === undefined) continue;
        // Without the shopper's choice, the lead names the dealership holding the vehicle.
        if (v === undefined && field === 'preferredDealership') continue;
        expect(payload[payloadField], field).toEqual(v === undefined ? null : onSite(site, v));
      }
    },
  );
});

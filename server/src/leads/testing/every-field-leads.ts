import { CAREER_ENQUIRY_SUBCATEGORY } from '@forecourt/schema/leads/lead-categories';
import { LEAD_FORMS, type LeadForm } from '@forecourt/schema/leads/lead-form-options';
import { leadFormSchema, type LeadValue } from '@forecourt/schema/leads/lead-form-schemas';
import { buildLeadPayload, type LeadCarFacts } from '@forecourt/schema/leads/lead-payload';
import { testDriveSlots } from '@forecourt/schema/leads/test-drive-slots';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { siteLeadForm } from '../../graphql/leads/site-lead-form.js';
import { answeringLocation, storedLeadOf } from '../../graphql/leads/stored-lead.js';
import { leadDestinations } from '../lead-destinations.js';
import type { LeadDestination, StoredLead } from '../lead.types.js';

/**
 * One lead of each form with every field the form collects filled in, on a site with several
 * dealerships, check options and trade-in questions, and what each field must read as in every
 * channel to the dealer: `shown` is how the e-mail's text and the ADF comments say it, `payload`
 * the spec 2 §3 field of the webhook's lead carrying it.
 */

export interface ExpectedField {
  field: string;
  /** Text the e-mail and the ADF document hold (a RegExp where a label must go with it). */
  shown: string | RegExp;
  /** The payload's field and its value; undefined: a field of the StoredLead itself. */
  payload?: [key: string, value: unknown];
}

export interface EveryFieldLead {
  title: string;
  form: LeadForm;
  lead: StoredLead;
  /** The location of the dealership the shopper chose (another than the vehicle's). */
  chosen: Location;
  /** Where the lead is sent, as the lead mutation routes it. */
  destinations: LeadDestination[];
  expected: ExpectedField[];
}

const TODAY = '2026-11-02';
const NOW = new Date(`${TODAY}T00:00:00.000Z`);

export const VISITED_PAGES = ['/', '/search/new-used-and-demo-cars', '/finance'];
export const LINKED_QUERY_PARAMS = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-sale',
  gclid: 'Cj0KCQ-e2e',
};
const BUDGET = 24_990;
const REGO = 'ABC123';
const REGO_STATE = 'NSW';

/** The first open day from tomorrow at the location, and its first test-drive slot. */
function testDriveWhen(location: Location): { date: string; time: string } {
  for (let days = 1; days <= 14; days += 1) {
    const date = new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = testDriveSlots(location.contact.openingHours, date);
    if (slots.length > 0) return { date, time: slots[0]! };
  }
  throw new Error(`${location.id} opens no day in two weeks`);
}

const line = (label: string, value: string) =>
  new RegExp(`${label}:\\s+${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The leads of a site with several dealerships; the shopper picks the last one listed. */
export async function everyFieldLeads(site: Site): Promise<EveryFieldLead[]> {
  const leads: EveryFieldLead[] = [];
  for (const form of LEAD_FORMS) {
    const categories = form === 'general-enquiry' ? [undefined, 'careers'] : [undefined];
    for (const variant of categories) {
      leads.push(await everyFieldLead(site, form, variant === 'careers'));
    }
  }
  return leads;
}

async function everyFieldLead(
  site: Site,
  form: LeadForm,
  careers: boolean,
): Promise<EveryFieldLead> {
  const { options } = siteLeadForm(site, form, NOW);
  // Every field the form may ask: the location select too.
  const settings = { ...options, showLocationSelect: true };
  const dealership = options.dealerships.at(-1)!;
  const location = site.locations.find(
    (l) => l.dealershipSlug === dealership.slug && l.locationType === 'sales',
  )!;
  // The vehicle is another dealership's: the shopper's choice wins.
  const carDealership = site.locations.find((l) => l.dealershipSlug !== dealership.slug)!;
  const car: LeadCarFacts = {
    id: 'car-every-field',
    dealershipId: carDealership.dealershipId,
    dealershipSlug: carDealership.dealershipSlug,
    carType: 'used',
    status: 'in_stock',
    make: 'Jayco',
    model: 'Journey',
    stockNumber: 'E2E-1',
  };
  const ticked = Object.fromEntries(settings.checkOptions.map(({ name }) => [name, true]));
  const when = testDriveWhen(location);
  const enquiry = {
    name: 'Sam Fieldson',
    email: 'sam.fieldson@example.com',
    phone: '0412 345 678',
    message: `Every field of the ${form} form, please.`,
    preferredDealership: dealership.slug,
    locationId: location.id,
    rego: REGO,
    regoState: REGO_STATE,
    optIn: false,
    termsAccepted: true,
    checkOptions: ticked,
  };
  const category = careers ? options.careersCategory : options.categories[0]!;
  const inputs: Record<LeadForm, Record<string, unknown>> = {
    'vehicle-enquiry': { ...enquiry, carId: car.id },
    'test-drive': { ...enquiry, carId: car.id, preferredDate: when.date, preferredTime: when.time },
    'finance-enquiry': { ...enquiry, vehiclePriceBudget: BUDGET, carType: 'used' },
    'general-enquiry': { ...enquiry, category },
    'trade-in': {
      firstName: 'Sam',
      lastName: 'Fieldson',
      postcode: '4350',
      phone: '0412 345 678',
      email: 'sam.fieldson@example.com',
      rego: REGO,
      regoState: REGO_STATE,
      termsAccepted: true,
      checkOptions: ticked,
    },
  };
  const value = (await leadFormSchema(form, settings, { today: TODAY }).parseAsync(
    inputs[form],
  )) as LeadValue;
  const questions = site.config.tradeIn.questions;
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.options.at(-1)!.value]));
  const aboutCar = form === 'vehicle-enquiry' || form === 'test-drive';
  const payload = buildLeadPayload(value, {
    leadId: `0b6c1f3e-2f57-4a43-9c4b-${String(LEAD_FORMS.indexOf(form)).padStart(6, '0')}${careers ? '1' : '0'}0000e`,
    url: `https://${site.config.domains[0] ?? 'example.com'}/${form}?utm_source=newsletter`,
    userAgent: 'Mozilla/5.0 (every field)',
    visitedPages: VISITED_PAGES,
    linkedQueryParams: LINKED_QUERY_PARAMS,
    car: aboutCar ? car : null,
    ...(form === 'trade-in' && {
      valuation: { adjustmentAnswers: answers, offerAccepted: false, formCompleted: true },
    }),
  });
  const lead = storedLeadOf({ site, value, payload, car: null, createdAt: NOW });
  const routed = answeringLocation(site, value, null);

  const enquiryForm = form !== 'trade-in';
  const services = settings.checkOptions.map(({ label }) => label);
  const expected: ExpectedField[] = [
    {
      field: 'e-mail',
      shown: 'sam.fieldson@example.com',
      payload: ['email', 'sam.fieldson@example.com'],
    },
    { field: 'phone', shown: '04 1234 5678', payload: ['phone', '04 1234 5678'] },
    { field: 'rego', shown: REGO, payload: ['rego', REGO] },
    { field: 'rego state', shown: `${REGO} (${REGO_STATE})`, payload: ['regoState', REGO_STATE] },
    { field: 'page', shown: payload.url, payload: ['url', payload.url] },
    ...VISITED_PAGES.map((page) => ({ field: `visited page ${page}`, shown: page })),
    ...Object.entries(LINKED_QUERY_PARAMS).map(([key, param]) => ({
      field: `query parameter ${key}`,
      shown: `${key}=${param}`,
    })),
    {
      field: 'visited pages',
      shown: VISITED_PAGES[1]!,
      payload: [
        'lead_attributes',
        { visited_pages: VISITED_PAGES, linked_query_params: LINKED_QUERY_PARAMS },
      ],
    },
    ...services.map((label) => ({ field: `service ${label}`, shown: label })),
    ...(services.length > 0
      ? [
          {
            field: 'additional services',
            shown: services.join(', '),
            payload: ['additional_services', services] as [string, unknown],
          },
        ]
      : []),
  ];
  if (enquiryForm) {
    expected.push(
      // ADF names the first and last part apart.
      { field: 'name', shown: /Sam\b[\s\S]*Fieldson/, payload: ['name', 'Sam Fieldson'] },
      { field: 'message', shown: enquiry.message, payload: ['message', enquiry.message] },
      {
        field: 'preferred dealership',
        shown: dealership.name,
        payload: ['dealership_slug', dealership.slug],
      },
      { field: 'location', shown: location.name, payload: ['location', location.id] },
      { field: 'opt-in', shown: line('Marketing opt-in', 'No'), payload: ['opt_in', false] },
    );
  } else {
    expected.push(
      { field: 'first name', shown: 'Sam', payload: ['name', 'Sam'] },
      { field: 'last name', shown: 'Fieldson', payload: ['last_name', 'Fieldson'] },
      { field: 'postcode', shown: '4350', payload: ['postcode', '4350'] },
      {
        field: 'adjustment answers',
        shown: questions[0]!.label,
        payload: ['adjustmentAnswers', answers],
      },
      ...questions.map((q) => ({
        field: `answer to ${q.id}`,
        shown: line(q.label, q.options.at(-1)!.label),
      })),
    );
  }
  if (aboutCar)
    expected.push({
      field: 'car type',
      shown: line('Car type', 'used'),
      payload: ['car_type', 'used'],
    });
  if (form === 'finance-enquiry') {
    expected.push(
      {
        field: 'vehicle price budget',
        shown: formatDollars(BUDGET),
        payload: ['vehicle_price_budget', BUDGET],
      },
      { field: 'car type', shown: line('Car type', 'used'), payload: ['car_type', 'used'] },
    );
  }
  if (form === 'test-drive') {
    expected.push(
      { field: 'test-drive date', shown: when.date, payload: ['preferred_date', when.date] },
      {
        field: 'test-drive time',
        shown: `${when.date} at ${when.time}`,
        payload: ['preferred_time', when.time],
      },
    );
  }
  if (careers) {
    expected.push({
      field: 'careers',
      shown: CAREER_ENQUIRY_SUBCATEGORY,
      payload: ['subcategory', CAREER_ENQUIRY_SUBCATEGORY],
    });
  }
  return {
    title: careers ? 'careers' : form,
    form,
    lead,
    chosen: location,
    destinations: leadDestinations(site, routed),
    expected,
  };
}

import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import {
  buildValuationPayload,
  TRADE_IN_ESTIMATE_DISCLAIMER,
} from '@forecourt/schema/leads/trade-in-follow-ups';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRecords, type TestRecords } from '../../testing/test-records.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf, typedErrorFields } from '../common/testing/typed-errors.js';
import {
  issuesOf,
  OPENED_AT,
  sendLead,
  submission,
  withFormToken,
} from './testing/lead-test-sites.js';
import { throwawayPostgresRecords } from '../../testing/throwaway-postgres.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const SIZE = 120;
const NORTHSIDE = 'northside-used-cars';
const COASTAL = 'coastal-motor-group';
const PAGE = 'https://northsideusedcars.com.au/cars/2021-toyota-corolla';

let addressCount = 0;
/** Each test its own shopper's connection, so no test uses up another's allowance. */
const newConnection = () => ({
  'x-forwarded-for': `203.0.113.${++addressCount % 250}`,
  'user-agent': 'Mozilla/5.0 (lead test)',
});

const ACCEPT_OFFER = /* GraphQL */ `
  mutation AcceptOffer($leadId: ID!) {
    acceptTradeInOffer(leadId: $leadId) {
      ... on AcceptTradeInOfferPayload {
        leadId
        category
        subcategory
        offerAccepted
        formCompleted
        acceptedAt
        replayed
        analyticsEventIds
      }
      ${typedErrorFields('ValidationError', 'NotFoundError')}
    }
  }
`;
interface AcceptOfferAnswer {
  /** The payload's fields; a refusal answers its typed error instead (`refusalOf`). */
  acceptTradeInOffer: {
    __typename: string;
    leadId: string;
    category: string;
    subcategory: string;
    offerAccepted: boolean;
    formCompleted: boolean;
    acceptedAt: string;
    replayed: boolean;
    analyticsEventIds: number[];
  } | null;
}

function carsOf(platform: Platform, slug: string): CarRecord[] {
  return generateStock(platform.site(slug), { size: SIZE, now: TEST_NOW });
}
function inStock(platform: Platform, slug: string, carType: CarRecord['carType']): CarRecord {
  const car = carsOf(platform, slug).find(
    (c) => c.status === 'in_stock' && c.carType === carType && c.price > 0,
  );
  if (!car) throw new Error(`no ${carType} car in stock at ${slug}`);
  return car;
}

/**
 * What a demo site's forms ask beyond the common fields: the terms (northside), the location
 * (coastal), the dealership (outback); the vehicle's own yard when there is one.
 */
function siteChoices(platform: Platform, slug: string, car?: CarRecord) {
  const site = platform.site(slug);
  const yard =
    (car && site.locationsById.get(car.locationId)) ??
    site.locations.find((l) => l.visible && l.locationType === 'sales')!;
  return { termsAccepted: true, locationId: yard.id, preferredDealership: yard.dealershipSlug };
}

/** A vehicle enquiry (or test drive) about `car` filled in on the site at a person's pace. */
function enquiry(
  platform: Platform,
  slug: string,
  car: CarRecord | string,
  more: Record<string, unknown> = {},
) {
  const known = typeof car === 'string' ? undefined : car;
  return {
    ...VALID_LEAD_INPUTS['vehicle-enquiry'],
    ...siteChoices(platform, slug, known),
    carId: typeof car === 'string' ? car : car.id,
    ...more,
  };
}
const tradeIn = (more: Record<string, unknown> = {}) => ({
  ...VALID_LEAD_INPUTS['trade-in'],
  termsAccepted: true,
  ...more,
});

const stores: [string, () => Promise<TestRecords>][] = [
  ['PGlite', () => Promise.resolve(createTestRecords())],
];
if (process.env.TEST_DATABASE_URL?.trim()) {
  stores.push(['PostgreSQL', () => throwawayPostgresRecords(process.env.TEST_DATABASE_URL!)]);
}

describe.each(stores)('submitLead, records in %s', (_store, createRecords) => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform(SIZE, undefined, {
      records: await createRecords(),
      trustedProxyHops: 1,
    });
  });
  afterAll(async () => {
    await platform.close();
  });

  const send = (slug: string, variables: Record<string, unknown>, headers = newConnection()) =>
    sendLead(platform, slug, variables, headers);

  it('stores a vehicle enquiry with the vehicle, its dealership and one delivery job', async () => {
    const car = inStock(platform, NORTHSIDE, 'used');
    const response = await send(
      NORTHSIDE,
      submission('vehicle-enquiry', enquiry(platform, NORTHSIDE, car), {
        pageUrl: PAGE,
        visitedPages: ['/', '/search/used-cars', `/cars/${car.slug}`],
        linkedQueryParams: [
          { name: 'utm_source', value: 'newsletter' },
          { name: 'utm_source', value: 'ignored repeat' },
        ],
      }),
    );
    expectAnswered(response);
    const answer = response.data!.submitLead!;
    expect(answer.replayed).toBe(false);
    expect(answer.successPath).toBe(`/success?lead=${answer.leadId}`);

    const records = platform.records.forSite(platform.site(NORTHSIDE));
    const lead = await records.lead(answer.leadId);
    const location = platform.site(NORTHSIDE).locationsById.get(car.locationId)!;
    expect(lead).toMatchObject({
      kind: 'vehicle_enquiry',
      category: 'Vehicle Enquiry',
      customer: { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com' },
      message: 'Is it still available?',
      vehicle: {
        carId: car.id,
        year: car.year,
        make: car.make,
        model: car.model,
        stockNumber: car.stockNumber,
        km: car.km,
        price: Math.round(car.price),
        carType: 'used',
      },
      dealership: { id: location.dealershipId, slug: location.dealershipSlug },
      payload: {
        lead_id: answer.leadId,
        source: 'Website',
        url: PAGE,
        user_agent: 'Mozilla/5.0 (lead test)',
        car_id: car.id,
        car_dealership_id: location.dealershipId,
        phone: '04 1234 5678',
        lead_attributes: {
          visited_pages: ['/', '/search/used-cars', `/cars/${car.slug}`],
          linked_query_params: { utm_source: 'newsletter' },
        },
        form_completed: true,
      },
    });
    const deliveries = await records.leadDeliveries(answer.leadId);
    expect(deliveries.map((d) => [d.destination.kind, d.status])).toEqual([['email', 'pending']]);
  });

  it('answers a retry with the first lead and records its analytics once', async () => {
    const car = inStock(platform, NORTHSIDE, 'used');
    const first = submission('vehicle-enquiry', enquiry(platform, NORTHSIDE, car));
    const records = platform.records.forSite(platform.site(NORTHSIDE));
    const eventsBefore = (await records.analyticsEvents({ carId: car.id })).length;

    const answer = (await send(NORTHSIDE, first)).data!.submitLead!;
    // The same form sent again: a lost answer, a double click; an older page also says when the
    // form opened, and a reloaded one has a token of its own: neither makes it another lead.
    const retryValues = enquiry(platform, NORTHSIDE, car, { startedAt: OPENED_AT - 5_000 });
    const retry = { input: { ...(first.input as object), values: retryValues } };
    const again = (await send(NORTHSIDE, withFormToken(NORTHSIDE, retry, OPENED_AT - 5_000))).data!
      .submitLead!;

    expect(again).toEqual({ ...answer, replayed: true });
    const events = await records.analyticsEvents({ carId: car.id });
    expect(events.length - eventsBefore).toBe(2);
  });

  it('refuses the same key with other details', async () => {
    const car = inStock(platform, NORTHSIDE, 'used');
    const first = submission('vehicle-enquiry', enquiry(platform, NORTHSIDE, car));
    expectAnswered(await send(NORTHSIDE, first));

    const changed = {
      input: {
        ...(first.input as object),
        values: enquiry(platform, NORTHSIDE, car, { email: 'other@example.com' }),
      },
    };
    const response = await send(NORTHSIDE, changed);
    expect(refusalOf(response)).toEqual({
      __typename: 'IdempotencyConflictError',
      message:
        'This form was already sent with different details. Please reload the page to send a new enquiry.',
    });
  });

  it('records an accepted trade-in offer against the trade-in lead, once', async () => {
    const sent = await send(
      NORTHSIDE,
      submission('trade-in', tradeIn(), {
        tradeInValuation: {
          adjustmentAnswers: [{ questionId: 'service-history', answer: 'Full' }],
          formCompleted: false,
        },
      }),
    );
    const leadId = sent.data!.submitLead!.leadId;
    const records = platform.records.forSite(platform.site(NORTHSIDE));
    expect((await records.lead(leadId))?.payload).toMatchObject({
      category: 'Trade-In',
      adjustmentAnswers: { 'service-history': 'Full' },
      offer_accepted: false,
      form_completed: false,
    });
    const accepted18 = async () => (await records.analyticsEvents({ eventId: 18 })).length;
    const before = await accepted18();
    const accept = () =>
      platform.query<AcceptOfferAnswer>(platform.hostOf(NORTHSIDE), ACCEPT_OFFER, { leadId });
    expect(refusalOf(await accept())?.message).toBe('leadId: there is no offer to accept yet');
    // The valuation's offer, as valueTradeIn records it (its own tests value real stock).
    const valuation = buildValuationPayload({
      leadId,
      rego: null,
      regoState: null,
      vehicle: { year: 2022, make: 'Toyota', model: 'Corolla', badge: null, km: 40_000 },
      answers: { 'service-history': 'full' },
      valuation: {
        offer: 17_800,
        estimateLow: 14_700,
        estimateHigh: 20_900,
        basis: 'Based on 10 similar cars.',
        reason: null,
        disclaimer: TRADE_IN_ESTIMATE_DISCLAIMER,
        validUntil: '2026-11-08T00:00:00.000Z',
      },
      valuedAt: TEST_NOW,
    });
    await records.recordLeadFollowUp({
      leadId,
      name: '2. Valuation',
      payload: { ...valuation },
      occurredAt: TEST_NOW,
    });

    const first = (await accept()).data!.acceptTradeInOffer!;
    expect(first).toEqual({
      __typename: 'AcceptTradeInOfferPayload',
      leadId,
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      offerAccepted: true,
      formCompleted: true,
      acceptedAt: TEST_NOW.toISOString(),
      replayed: false,
      analyticsEventIds: [18],
    });
    const second = (await accept()).data!.acceptTradeInOffer!;
    expect(second.replayed).toBe(true);
    expect((await records.leadEvents(leadId)).map((e) => e.name)).toEqual([
      '2. Valuation',
      '3. Offer Accepted',
    ]);
    expect((await accepted18()) - before).toBe(1);
  });
});

describe('submitLead on the demo sites', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform(SIZE, undefined, { trustedProxyHops: 1 });
  });
  afterAll(async () => {
    await platform.close();
  });

  const send = (slug: string, variables: Record<string, unknown>, headers = newConnection()) =>
    sendLead(platform, slug, variables, headers);
  const analyticsOf = async (
    slug: string,
    vehicle: CarRecord['carType'],
    form = 'vehicle-enquiry',
  ) => {
    const car = inStock(platform, slug, vehicle);
    const values = enquiry(platform, slug, car);
    const response = await send(slug, submission(form as 'vehicle-enquiry', values));
    expectAnswered(response);
    const recorded = await platform.records.forSite(platform.site(slug)).analyticsEvents({
      carId: car.id,
    });
    return {
      answered: response.data!.submitLead!.analyticsEventIds,
      recorded: recorded.map((event) => event.eventId).sort((a, b) => a - b),
    };
  };

  it('records enquiry submit and used-vehicle enquiry for a used vehicle (22, 15)', async () => {
    expect(await analyticsOf(NORTHSIDE, 'used')).toEqual({
      answered: [22, 15],
      recorded: [15, 22],
    });
  });

  it('records the flagged used enquiry where the site’s price gauge covers the vehicle (48)', async () => {
    expect(await analyticsOf(COASTAL, 'used')).toEqual({ answered: [22, 48], recorded: [22, 48] });
  });

  it('records a new-vehicle enquiry (14) and a test drive (17)', async () => {
    expect((await analyticsOf(COASTAL, 'new')).answered).toEqual([22, 14]);
    const car = inStock(platform, COASTAL, 'demo');
    const response = await send(COASTAL, submission('test-drive', enquiry(platform, COASTAL, car)));
    expect(response.data!.submitLead!.analyticsEventIds).toEqual([22, 17]);
  });

  it('records a careers enquiry as such (51)', async () => {
    const values = {
      ...VALID_LEAD_INPUTS['general-enquiry'],
      ...siteChoices(platform, NORTHSIDE),
      category: 'Careers',
    };
    const response = await send(NORTHSIDE, submission('general-enquiry', values));
    const answer = response.data!.submitLead!;
    expect(answer.analyticsEventIds).toEqual([51]);
    const lead = await platform.records.forSite(platform.site(NORTHSIDE)).lead(answer.leadId);
    expect(lead).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });

  it('refuses a vehicle of another site as it refuses an unknown one', async () => {
    const northsideIds = new Set(carsOf(platform, NORTHSIDE).map((car) => car.id));
    const coastalCar = carsOf(platform, COASTAL).find((car) => !northsideIds.has(car.id))!;
    for (const carId of [coastalCar.id, 'no-such-car']) {
      const values = enquiry(platform, NORTHSIDE, carId);
      const response = await send(NORTHSIDE, submission('vehicle-enquiry', values));
      expect(issuesOf(response)).toEqual([
        'carId: This vehicle is not listed on this site any more. Please reload the page and try again.',
      ]);
    }
  });

  it('refuses another site’s trade-in lead, and a lead that is no trade-in', async () => {
    const tradeInLead = (await send(NORTHSIDE, submission('trade-in', tradeIn()))).data!.submitLead!
      .leadId;
    const car = inStock(platform, NORTHSIDE, 'used');
    const enquiryLead = (
      await send(NORTHSIDE, submission('vehicle-enquiry', enquiry(platform, NORTHSIDE, car)))
    ).data!.submitLead!.leadId;
    for (const [slug, leadId] of [
      [COASTAL, tradeInLead],
      [NORTHSIDE, enquiryLead],
      [NORTHSIDE, 'not-a-lead'],
    ] as const) {
      const response = await platform.query(platform.hostOf(slug), ACCEPT_OFFER, { leadId });
      expect(refusalOf(response)).toMatchObject({
        __typename: 'NotFoundError',
        message: 'leadId: is not a trade-in enquiry sent on this site',
      });
    }
  });

  it('names each refused field of the submission itself', async () => {
    const response = await send(
      NORTHSIDE,
      submission('general-enquiry', 'not an object', {
        idempotencyKey: 'short',
        pageUrl: 'javascript:alert(1)',
        visitedPages: ['x'.repeat(501)],
        tradeInValuation: { formCompleted: true },
      }),
    );
    expect(issuesOf(response)).toEqual([
      'idempotencyKey: must be 8 to 100 characters',
      'pageUrl: must be the http(s) address of the page',
      'tradeInValuation: only a trade-in form carries a valuation',
      'values: must be an object of the form’s fields',
      'visitedPages.0: Too big: expected string to have <=500 characters',
    ]);
  });
});

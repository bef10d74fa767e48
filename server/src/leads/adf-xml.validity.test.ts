import {
  CAREER_ENQUIRY_SUBCATEGORY,
  OFFER_ACCEPTED_SUBCATEGORY,
} from '@forecourt/schema/leads/lead-categories';
import {
  DEFAULT_CAREERS_CATEGORY,
  LEAD_FORMS,
  type LeadForm,
} from '@forecourt/schema/leads/lead-form-options';
import { leadFormSchema, type LeadValue } from '@forecourt/schema/leads/lead-form-schemas';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { buildLeadPayload } from '@forecourt/schema/leads/lead-payload';
import { VALUATION_SUBCATEGORY } from '@forecourt/schema/leads/trade-in-follow-ups';
import { describe, expect, it } from 'vitest';
import { storedLeadOf } from '../graphql/leads/stored-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { leadAdfXml, leadFollowUpAdfXml } from './adf-xml.js';
import type { LeadFollowUp } from './lead-records.port.js';
import type { StoredLead } from './lead.types.js';
import { adfDtdErrors } from './testing/adf-dtd.js';
import { sampleLead } from './testing/sample-lead.js';
import { depositLead } from '../reservations/reservation-lead.js';
import { sampleReservationCar, sampleShopper } from '../reservations/testing/sample-reservation.js';
import type { Reservation } from '../reservations/reservation.types.js';

/**
 * Every document the platform writes is valid ADF 1.0: each form's lead, with and without a car
 * of the site's stock, and each follow-up of a trade-in lead. A CRM that validates what it reads
 * would otherwise drop the lead.
 */

const site = {
  ...harbourSite,
  config: { ...harbourSite.config, domains: ['harbourmotors.com.au'] },
};
const car = sampleLead().vehicle!;

/** The stored lead of the form's valid input, as the lead mutation stores it. */
async function formLead(form: LeadForm, input: Record<string, unknown> = {}): Promise<StoredLead> {
  // The site's enquiry types, the careers page's among them.
  const settings = {
    categories: [VALID_LEAD_INPUTS['general-enquiry'].category as string, DEFAULT_CAREERS_CATEGORY],
  };
  const value = (await leadFormSchema(form, settings).parseAsync({
    ...VALID_LEAD_INPUTS[form],
    ...input,
  })) as LeadValue;
  const payload = buildLeadPayload(value, {
    leadId: '6f1c1f3e-2f57-4a43-9c4b-1d2a8b6f0c11',
    url: 'https://harbourmotors.com.au/contact',
    userAgent: 'Mozilla/5.0',
    visitedPages: [],
    linkedQueryParams: {},
    car: null,
  });
  return storedLeadOf({
    site,
    value,
    payload,
    car: null,
    createdAt: new Date('2026-11-01T09:00:00.000Z'),
  });
}

/** The form's leads as the dealer may receive them, by what makes each different. */
async function leadsOfForm(form: LeadForm): Promise<[string, StoredLead][]> {
  const lead = await formLead(form);
  const variants: [string, StoredLead][] = [
    ['about no car', lead],
    ['about a car', { ...lead, vehicle: car }],
    ['held for review', { ...lead, heldForReview: { reason: 'surge', note: 'Surge' } }],
  ];
  if (form === 'general-enquiry') {
    const careers = await formLead(form, { category: DEFAULT_CAREERS_CATEGORY });
    expect(careers.subcategory).toBe(CAREER_ENQUIRY_SUBCATEGORY);
    variants.push(['careers', careers]);
  }
  if (form === 'trade-in') {
    variants.push(['with a rego', await formLead(form, { rego: 'ABC123', regoState: 'QLD' })]);
  }
  return variants;
}

const valuation = {
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', km: 61_250 },
  adjustmentAnswers: { condition: 'good' },
  offer: 17_800,
  estimate_low: 14_700,
  estimate_high: 20_900,
  valid_until: '2026-11-08T10:15:00.000Z',
  offer_accepted: false,
};
const occurredAt = new Date('2026-11-01T10:15:00.000Z');
const FOLLOW_UPS: [string, LeadFollowUp][] = [
  ['valuation', { name: VALUATION_SUBCATEGORY, payload: valuation, occurredAt }],
  [
    'valuation without an offer',
    {
      name: VALUATION_SUBCATEGORY,
      payload: { ...valuation, offer: null, reason: 'Too many km.' },
      occurredAt,
    },
  ],
  [
    'accepted offer',
    {
      name: OFFER_ACCEPTED_SUBCATEGORY,
      payload: { ...valuation, offer_accepted: true },
      occurredAt,
    },
  ],
  ['follow-up naming no car', { name: VALUATION_SUBCATEGORY, payload: {}, occurredAt }],
];

describe('ADF 1.0 validity', () => {
  it.each(LEAD_FORMS)('every %s lead is valid against the ADF 1.0 DTD', async (form) => {
    for (const [variant, lead] of await leadsOfForm(form)) {
      expect(adfDtdErrors(leadAdfXml(lead, site)), `${form}, ${variant}`).toEqual([]);
    }
  });

  it('every follow-up of a trade-in lead is valid against the ADF 1.0 DTD', async () => {
    const tradeIn = await formLead('trade-in');
    for (const lead of [tradeIn, { ...tradeIn, vehicle: car }]) {
      for (const [name, followUp] of FOLLOW_UPS) {
        expect(adfDtdErrors(leadFollowUpAdfXml(lead, followUp, site)), name).toEqual([]);
      }
    }
  });

  it('every deposit lead (a reservation, an online purchase) is valid, its deposit the down payment', () => {
    const paidAt = new Date('2026-11-01T09:05:00.000Z');
    const reservation: Reservation = {
      id: '0b9a4a57-61a4-4c55-9a55-0f1f4f1b2c3d',
      reference: 'R7K3M9QX',
      carId: 'hm-corolla-ascent',
      carSlug: 'hm-corolla-ascent',
      userId: null,
      journeyId: null,
      idempotencyKey: 'submit-1',
      shopper: sampleShopper(),
      car: { ...sampleReservationCar('hm-corolla-ascent'), dealershipId: 'harbour-toyota-id' },
      depositCents: 20_000,
      currency: 'aud',
      state: 'paid',
      provider: 'stripe',
      paymentSessionId: 'cs_test_1',
      paymentId: 'pi_test_1',
      leadId: null,
      paymentDueBy: new Date('2026-11-01T09:30:00.000Z'),
      holdUntil: new Date('2026-11-03T09:05:00.000Z'),
      paidAt,
      confirmedAt: null,
      endedAt: null,
      createdAt: new Date('2026-11-01T09:00:00.000Z'),
      updatedAt: paidAt,
    };
    const leadOf = (kind: 'reservation' | 'online_purchase', more: Partial<Reservation> = {}) =>
      depositLead({
        site,
        reservation: { ...reservation, ...more },
        origin: 'https://harbourmotors.com.au',
        leadId: '6f1c1f3e-2f57-4a43-9c4b-1d2a8b6f0c11',
        kind,
        createdAt: paidAt,
      });
    const variants = [
      leadOf('reservation'),
      leadOf('online_purchase'),
      {
        ...leadOf('online_purchase'),
        payload: { ...leadOf('online_purchase').payload, finance_method: 'finance' },
      },
      leadOf('reservation', {
        depositCents: 19_950,
        holdUntil: null,
        car: { ...reservation.car, vin: undefined },
      }),
    ];
    for (const lead of variants) {
      const xml = leadAdfXml(lead, site);
      expect(adfDtdErrors(xml), `${lead.kind} ${String(lead.payload.finance_method)}`).toEqual([]);
      expect(xml).toContain('<vehicle interest="buy" status="used">');
    }
    expect(leadAdfXml(variants[0]!, site)).toMatch(
      /<finance>\s*<method>cash<\/method>\s*<amount type="downpayment" limit="exact" currency="AUD">200<\/amount>\s*<\/finance>/,
    );
    expect(leadAdfXml(variants[2]!, site)).toContain('<method>finance</method>');
    expect(leadAdfXml(variants[3]!, site)).toContain('currency="AUD">199.5</amount>');
  });

  it('the DTD refuses what ADF does not allow', () => {
    const valid = leadAdfXml(
      sampleLead({ customer: { ...sampleLead().customer, postcode: undefined } }),
      site,
    );
    expect(adfDtdErrors(valid)).toEqual([]);
    expect(adfDtdErrors(valid.replace(/<vehicle[\s\S]*<\/vehicle>/, ''))).toEqual([
      expect.stringContaining('Element prospect content does not follow the DTD'),
    ]);
    expect(
      adfDtdErrors(
        valid.replace('</phone>', '</phone><address><postalcode>4217</postalcode></address>'),
      ),
    ).toEqual([expect.stringContaining('Element address content does not follow the DTD')]);
    expect(adfDtdErrors(valid.replace('interest="buy"', 'interest="rent"'))).not.toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptedValuation,
  buildOfferAcceptedFollowUp,
  buildValuationPayload,
  readValuationPayload,
  TRADE_IN_ESTIMATE_DISCLAIMER,
  valuationOfPayload,
  type TradeInValuation,
} from './trade-in-follow-ups.js';

const offered: TradeInValuation = {
  offer: 18_400,
  estimateLow: 17_400,
  estimateHigh: 19_400,
  basis: 'Based on 12 similar cars listed at Northside Used Cars.',
  reason: null,
  disclaimer: TRADE_IN_ESTIMATE_DISCLAIMER,
  validUntil: '2026-11-08T00:00:00.000Z',
};
const facts = {
  leadId: 'b0b5c1de-0000-4000-8000-000000000001',
  rego: 'ABC123',
  regoState: 'QLD' as const,
  vehicle: { year: 2021, make: 'Toyota', model: 'Corolla', badge: null, km: 45_000 },
  answers: { 'service-history': 'full', condition: 'good' },
  valuation: offered,
  valuedAt: new Date('2026-11-01T00:00:00.000Z'),
};

describe('the valuation follow-up', () => {
  it('carries the spec’s trade-in fields with the offer, not accepted yet', () => {
    const payload = buildValuationPayload(facts);
    expect(payload).toMatchObject({
      category: 'Trade-In',
      subcategory: '2. Valuation',
      lead_id: facts.leadId,
      rego: 'ABC123',
      regoState: 'QLD',
      adjustmentAnswers: { 'service-history': 'full', condition: 'good' },
      offer: 18_400,
      offer_accepted: false,
      form_completed: false,
    });
    expect(valuationOfPayload(payload)).toEqual(offered);
  });

  it('is complete at once when there is no offer to accept', () => {
    const none = { ...offered, offer: null, estimateLow: null, estimateHigh: null };
    expect(buildValuationPayload({ ...facts, valuation: none }).form_completed).toBe(true);
  });

  it('reads back what was stored, and nothing else', () => {
    const payload = buildValuationPayload(facts);
    expect(readValuationPayload(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    expect(readValuationPayload({ ...payload, subcategory: '3. Offer Accepted' })).toBeNull();
    expect(readValuationPayload(null)).toBeNull();
  });
});

describe('the offer-accepted follow-up', () => {
  it('is spec 2 §7’s call with what was accepted', () => {
    const valuation = buildValuationPayload(facts);
    const acceptedAt = new Date('2026-11-02T03:00:00.000Z');
    expect(buildOfferAcceptedFollowUp({ ...valuation, offer: 18_400 }, acceptedAt)).toEqual({
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: facts.leadId,
      form_completed: true,
      offer_accepted: true,
      offer: 18_400,
      rego: 'ABC123',
      regoState: 'QLD',
      vehicle: facts.vehicle,
      adjustmentAnswers: facts.answers,
      valid_until: offered.validUntil,
      accepted_at: acceptedAt.toISOString(),
    });
    expect(acceptedValuation(valuation)).toMatchObject({
      offer_accepted: true,
      form_completed: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { followUpRows, followUpTitle } from '../leads/lead-follow-up-summary.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { CHECKOUT_FOLLOW_UP_NAMES } from './checkout-journey-lead.js';
import { nextCheckoutStep, unansweredStepsBefore } from './checkout-journey-rules.js';

const AT = new Date('2026-11-01T09:00:00.000Z');

describe('the online purchase’s follow-ups as the dealer reads them', () => {
  it('titles each step and lists its facts in order', () => {
    const followUp = {
      name: CHECKOUT_FOLLOW_UP_NAMES.finance,
      occurredAt: AT,
      payload: {
        method: 'finance',
        facts: [
          { label: 'Payment', value: 'Finance' },
          { label: 'Repayment', value: '$120 weekly' },
        ],
      },
    };
    expect(followUpTitle(followUp.name)).toBe('Online purchase: payment and finance');
    expect(followUpRows(followUp, harbourSite)).toEqual([
      ['Payment', 'Finance'],
      ['Repayment', '$120 weekly'],
    ]);
  });

  it('reads a trade-in step like the valuation it is', () => {
    const rows = followUpRows(
      {
        name: CHECKOUT_FOLLOW_UP_NAMES.tradeIn,
        occurredAt: AT,
        payload: {
          vehicle: { year: 2019, make: 'Toyota', model: 'Corolla', badge: null, km: 60000 },
          offer: 15000,
          facts: [],
        },
      },
      harbourSite,
    );
    expect(rows[0]).toEqual(['Trade-in', '2019 Toyota Corolla']);
    expect(rows).toContainEqual(['Offer', '$15,000']);
  });

  it('skips a fact of the wrong shape rather than failing the delivery', () => {
    const rows = followUpRows(
      { name: CHECKOUT_FOLLOW_UP_NAMES.delivery, occurredAt: AT, payload: { facts: 'nonsense' } },
      harbourSite,
    );
    expect(rows).toEqual([]);
  });
});

describe('where a journey stands', () => {
  it('asks the first unanswered step, and each step waits for the earlier ones', () => {
    expect(nextCheckoutStep({ steps: {} })).toBe('details');
    expect(nextCheckoutStep({ steps: { details: {}, tradeIn: {} } })).toBe('finance');
    expect(
      nextCheckoutStep({
        steps: { details: {}, tradeIn: {}, finance: {}, delivery: {}, deposit: {} },
      }),
    ).toBeNull();
    expect(unansweredStepsBefore({ steps: { details: {} } }, 'delivery')).toEqual([
      'tradeIn',
      'finance',
    ]);
    expect(unansweredStepsBefore({ steps: {} }, 'details')).toEqual([]);
  });
});

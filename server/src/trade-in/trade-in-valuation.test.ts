import { tradeInSettingsSchema } from '@forecourt/tenants/settings/trade-in-settings.schema';
import { describe, expect, it } from 'vitest';
import type { Comparable } from '../price-gauge/market-estimate.js';
import {
  answersAdjustmentPercent,
  roundToOffer,
  valueTradeIn,
  type ValuationRequest,
  type ValuationSite,
} from './trade-in-valuation.js';

const NOW = new Date('2026-11-01T00:00:00.000Z');
const vehicle = { year: 2022, make: 'Toyota', model: 'Corolla', badge: null, km: 40_000 };
/** Ten cars of the shopper's year and distance, $20,000 to $29,000: range 20,900–28,100. */
const tenComparables: Comparable[] = Array.from({ length: 10 }, (_, i) => ({
  price: 20_000 + i * 1000,
  year: 2022,
  km: 40_000,
}));
const NEUTRAL = {
  'service-history': 'full',
  'two-sets-of-keys': 'yes',
  modifications: 'none',
  condition: 'good',
};

function site(settings: Record<string, unknown> = {}): ValuationSite {
  return {
    settings: tradeInSettingsSchema.parse(settings),
    name: 'Northside Used Cars',
    vehicleLabel: 'Car',
  };
}
function request(more: Partial<ValuationRequest> = {}): ValuationRequest {
  return {
    vehicle,
    answers: NEUTRAL,
    comparables: tenComparables,
    currentYear: 2026,
    now: NOW,
    ...more,
  };
}

describe('valueTradeIn', () => {
  it('offers the low end of the market less the 15% margin, ± half the range, to $100', () => {
    // 20,900 × 0.85 = 17,765 → 17,800; half the range 3,600 × 0.85 = 3,060.
    expect(valueTradeIn(request(), site())).toEqual({
      offer: 17_800,
      estimateLow: 14_700,
      estimateHigh: 20_900,
      basis:
        'Based on 10 similar cars listed at Northside Used Cars (the same make and model, a year either side and similar kilometres), less the dealer’s margin and adjusted for your answers.',
      reason: null,
      disclaimer: 'This estimate is indicative and subject to an inspection of your car.',
      validUntil: '2026-11-08T00:00:00.000Z',
    });
  });

  it('takes the site’s own margin and offer period', () => {
    // 20,900 × 0.9 = 18,810 → 18,800.
    const valuation = valueTradeIn(request(), site({ marginPercent: 10, offerValidDays: 14 }));
    expect(valuation.offer).toBe(18_800);
    expect(valuation.validUntil).toBe('2026-11-15T00:00:00.000Z');
  });

  it('moves the offer and its range by the answers’ adjustments', () => {
    // Poor condition −20% and one key −3%: 20,900 × 0.85 × 0.77 = 13,679 → 13,700; half range
    // 3,600 × 0.6545 = 2,356.
    const valuation = valueTradeIn(
      request({ answers: { ...NEUTRAL, condition: 'poor', 'two-sets-of-keys': 'no' } }),
      site(),
    );
    expect(valuation).toMatchObject({ offer: 13_700, estimateLow: 11_300, estimateHigh: 16_100 });
    // Excellent +5% and a partial history −5% cancel out.
    expect(
      valueTradeIn(
        request({ answers: { ...NEUTRAL, condition: 'excellent', 'service-history': 'partial' } }),
        site(),
      ).offer,
    ).toBe(17_800);
  });

  it('takes the site’s range percent either side of the offer instead of the market’s spread', () => {
    // 17,800 ± 1,780.
    expect(valueTradeIn(request(), site({ rangePercent: 10 }))).toMatchObject({
      offer: 17_800,
      estimateLow: 16_000,
      estimateHigh: 19_600,
    });
  });

  it('makes no offer for a car over 7 years old, but does at 7', () => {
    const tooOld = valueTradeIn(request({ vehicle: { ...vehicle, year: 2018 } }), site());
    expect(tooOld).toEqual({
      offer: null,
      estimateLow: null,
      estimateHigh: null,
      basis: null,
      reason:
        'We don’t give online estimates for cars more than 7 years old. The dealer will contact you to value your car in person.',
      disclaimer: 'This estimate is indicative and subject to an inspection of your car.',
      validUntil: null,
    });
    expect(valueTradeIn(request({ vehicle: { ...vehicle, year: 2019 } }), site()).offer).not.toBe(
      null,
    );
    expect(
      valueTradeIn(request({ vehicle: { ...vehicle, year: 2016 } }), site({ maxAgeYears: 10 }))
        .offer,
    ).not.toBe(null);
  });

  it('makes no offer for a car over 100,000 km, but does at 100,000', () => {
    expect(valueTradeIn(request({ vehicle: { ...vehicle, km: 100_001 } }), site()).reason).toBe(
      'We don’t give online estimates for cars with more than 100,000 km. The dealer will contact you to value your car in person.',
    );
    expect(valueTradeIn(request({ vehicle: { ...vehicle, km: 100_000 } }), site()).offer).not.toBe(
      null,
    );
  });

  it('makes no offer without enough comparable cars, or when their prices disagree', () => {
    const reason =
      'There isn’t enough market data for a 2022 Toyota Corolla to estimate its value online. The dealer will contact you to value your car in person.';
    expect(valueTradeIn(request({ comparables: [] }), site()).reason).toBe(reason);
    expect(valueTradeIn(request({ comparables: tenComparables.slice(0, 2) }), site()).reason).toBe(
      reason,
    );
    // $10,000 to $50,000 for the same car: confidence 0.
    const scattered = [10, 20, 30, 40, 50].map((k) => ({
      price: k * 1000,
      year: 2022,
      km: 40_000,
    }));
    expect(valueTradeIn(request({ comparables: scattered }), site()).reason).toBe(reason);
    // The ten cars' confidence (0.44) is under a site's stricter minimum.
    expect(valueTradeIn(request(), site({ minConfidence: 0.5 })).reason).toBe(reason);
  });

  it('makes no offer on a site that values trade-ins in person, naming the site', () => {
    expect(valueTradeIn(request(), site({ onlineEstimate: false })).reason).toBe(
      'Northside Used Cars values every trade-in in person rather than online. The dealer will contact you to arrange a valuation.',
    );
  });

  it('makes no offer when the value rounds to nothing', () => {
    const worthless = tenComparables.map((c) => ({ ...c, price: 50 }));
    expect(valueTradeIn(request({ comparables: worthless }), site()).reason).toBe(
      'Your car’s estimated value is too low for an online offer. The dealer will contact you to value it in person.',
    );
  });

  it('speaks of the site’s vehicles', () => {
    const vans = { ...site(), vehicleLabel: 'Van' };
    expect(valueTradeIn(request({ vehicle: { ...vehicle, year: 2010 } }), vans).reason).toMatch(
      /^We don’t give online estimates for vans more than 7 years old\. .* your van in person\.$/,
    );
  });

  it('has a caravan inspected, with or without an offer', () => {
    const caravans = { ...site(), vehicleLabel: 'Caravan' };
    const disclaimer = 'This estimate is indicative and subject to an inspection of your caravan.';
    const offered = valueTradeIn(request(), caravans);
    expect(offered.offer).not.toBeNull();
    expect(offered.disclaimer).toBe(disclaimer);
    expect(offered.basis).toMatch(/^Based on 10 similar caravans listed at /);
    const inPerson = valueTradeIn(request(), {
      ...site({ onlineEstimate: false }),
      vehicleLabel: 'Caravan',
    });
    expect(inPerson.disclaimer).toBe(disclaimer);
  });

  it('keeps a label that is not a plain word as the site writes it', () => {
    const suvs = { ...site(), vehicleLabel: 'SUV' };
    expect(valueTradeIn(request({ vehicle: { ...vehicle, year: 2010 } }), suvs).reason).toMatch(
      /^We don’t give online estimates for SUVs more than 7 years old\. .* your SUV in person\.$/,
    );
  });
});

describe('roundToOffer', () => {
  it('rounds to the nearest $100, half up', () => {
    expect([17_749, 17_750, 17_765, 17_700].map(roundToOffer)).toEqual([
      17_700, 17_800, 17_800, 17_700,
    ]);
  });
});

describe('answersAdjustmentPercent', () => {
  it('adds up the chosen answers’ percents; an unknown answer moves nothing', () => {
    const { questions } = site().settings;
    expect(answersAdjustmentPercent(questions, { ...NEUTRAL, modifications: 'some' })).toBe(-15);
    expect(answersAdjustmentPercent(questions, { condition: 'excellent', other: 'x' })).toBe(5);
  });
});

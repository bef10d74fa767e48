import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_ELIGIBILITY, financeSchema } from './finance-settings.schema.js';

const stratton = {
  key: 'stratton',
  name: 'Stratton Finance',
  interestRate: 8.99,
  comparisonRate: 9.89,
  termYears: 5,
};

function issues(input: unknown): string[] {
  const result = financeSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('financeSchema defaults', () => {
  it('gives the common behaviour: no provider, quotes from the settings, the spec’s calculator', () => {
    const finance = financeSchema.parse(undefined);
    expect(finance).toMatchObject({
      provider: null,
      defaultInterestRate: 10,
      excludedMakes: [],
      excludedDealerships: [],
      source: { kind: 'settings' },
      calculator: {
        loan: { min: 1000, max: 100_000, sidebarMax: 250_000, step: 500, maxFromPrice: null },
        term: { min: 1, max: 7, step: 0.5, options: null },
        interest: { min: 0.5, max: 15, step: 0.5, locked: false },
        deposit: { min: 0, max: 250_000, step: 0.5 },
        residual: { min: 0, max: 250_000, step: 0.5 },
        defaults: { loan: 'fixed', loanAmount: 30_000, termYears: 6, frequency: 'week' },
        rounding: 'up',
        disclaimerCollapseAt: null,
      },
    });
  });

  it('gives each provider its spec rule', () => {
    const { eligibility } = financeSchema.parse({});
    expect(eligibility.stratton).toEqual({
      minPrice: 500,
      maxAgeYears: 12,
      requiredPayment: null,
      comparisonRateRequired: true,
    });
    for (const helperOnly of ['carclarity', 'plenti', 'angle_finance'] as const) {
      expect(eligibility[helperOnly]).toEqual({
        minPrice: 0,
        maxAgeYears: null,
        requiredPayment: null,
        comparisonRateRequired: false,
      });
    }
    for (const weekly of ['driva', 'money3', 'manual'] as const) {
      expect(eligibility[weekly]).toMatchObject({ minPrice: 500, requiredPayment: 'week' });
    }
    expect(eligibility.finance_one).toMatchObject({ minPrice: 500, requiredPayment: 'month' });
  });

  it('merges a site’s partial rule over the provider’s default', () => {
    const { eligibility } = financeSchema.parse({ eligibility: { stratton: { maxAgeYears: 15 } } });
    expect(eligibility.stratton).toEqual({
      ...DEFAULT_PROVIDER_ELIGIBILITY.stratton,
      maxAgeYears: 15,
    });
    expect(eligibility.plenti).toEqual(DEFAULT_PROVIDER_ELIGIBILITY.plenti);
  });

  it('gives Stratton its narrower interest range unless the site sets one', () => {
    const strattonSite = { provider: 'stratton', lenders: [stratton] };
    expect(financeSchema.parse(strattonSite).calculator.interest).toMatchObject({
      min: 7.5,
      max: 14.5,
    });
    const set = { ...strattonSite, calculator: { interest: { min: 4, max: 20 } } };
    expect(financeSchema.parse(set).calculator.interest).toMatchObject({ min: 4, max: 20 });
  });

  it('defaults the HTTP source’s timeout to 2 seconds', () => {
    const finance = financeSchema.parse({
      source: { kind: 'http', baseUrl: 'https://lenders.example.com/api' },
    });
    expect(finance.source).toEqual({
      kind: 'http',
      baseUrl: 'https://lenders.example.com/api',
      timeoutMs: 2000,
    });
  });

  it('parses its own output to the same settings (configs are re-parsed with overrides)', () => {
    const once = financeSchema.parse({
      provider: 'stratton',
      lenders: [{ ...stratton, comparisonRateRange: { min: 8.38, max: 19.42 } }],
      eligibility: { driva: { requiredPayment: 'month' } },
      calculator: { term: { options: [1, 3, 5] }, defaults: { termYears: 5 } },
    });
    expect(financeSchema.parse(once)).toEqual(once);
  });
});

describe('financeSchema validation', () => {
  it('names the range whose min is above its max', () => {
    expect(
      issues({
        calculator: {
          loan: { min: 200_000 },
          term: { min: 8 },
          deposit: { min: 10, max: 5 },
          residual: { max: 0, min: 1 },
        },
      }),
    ).toEqual([
      'calculator.loan.min: must not be more than max (100000)',
      'calculator.term.min: must not be more than max (7)',
      'calculator.deposit.min: must not be more than max (5)',
      'calculator.residual.min: must not be more than max (0)',
    ]);
  });

  it('checks the interest range against the provider’s usual one', () => {
    expect(
      issues({ provider: 'stratton', lenders: [stratton], calculator: { interest: { max: 7 } } }),
    ).toEqual([
      "calculator.interest.max: must not be less than min (7.5, the provider's usual minimum)",
    ]);
    expect(issues({ calculator: { interest: { min: 16 } } })).toEqual([
      'calculator.interest.min: must not be more than max (15)',
    ]);
  });

  it('keeps the opening loan and term inside the bounds', () => {
    expect(issues({ calculator: { defaults: { loanAmount: 500 } } })).toEqual([
      'calculator.defaults.loanAmount: must be within loan min and max (1000 to 100000)',
    ]);
    expect(issues({ calculator: { term: { max: 5 } } })).toEqual([
      'calculator.defaults.termYears: must be within term min and max (1 to 5)',
    ]);
    expect(issues({ calculator: { term: { options: [1, 2, 3] } } })).toEqual([
      'calculator.defaults.termYears: must be one of term.options (1, 2, 3)',
    ]);
    expect(issues({ calculator: { term: { max: 5 }, defaults: { termYears: 'lender' } } })).toEqual(
      [],
    );
  });

  it('wants term options ascending and a loan factor that reaches the price', () => {
    expect(
      issues({
        calculator: {
          term: { options: [1, 3, 3, 2] },
          loan: { maxFromPrice: { above: 100_000, factor: 0.9 } },
          defaults: { termYears: 1 },
        },
      }),
    ).toEqual([
      'calculator.loan.maxFromPrice.factor: must be at least 1 (the loan must reach the price)',
      'calculator.term.options.2: must be more than the previous option 3 (options go ascending)',
      'calculator.term.options.3: must be more than the previous option 3 (options go ascending)',
    ]);
  });

  it('needs the provider in the lender table only when the table quotes', () => {
    expect(issues({ provider: 'driva' })).toEqual([
      'provider: no lender with key "driva" in lenders',
    ]);
    expect(
      issues({ provider: 'driva', source: { kind: 'http', baseUrl: 'https://driva.example.com' } }),
    ).toEqual([]);
  });

  it('rejects a bad source, dealership slug and comparison rate range', () => {
    expect(
      issues({
        source: { kind: 'http', baseUrl: 'ftp://lenders.example.com', timeoutMs: 0 },
        excludedDealerships: ['Coastal Southport'],
        lenders: [{ ...stratton, comparisonRateRange: { min: 19.42, max: 8.38 } }],
      }),
    ).toEqual([
      'lenders.0.comparisonRateRange.min: must not be more than max (8.38)',
      'excludedDealerships.0: a dealership slug',
      'source.baseUrl: Invalid URL',
      'source.timeoutMs: Too small: expected number to be >0',
    ]);
  });
});

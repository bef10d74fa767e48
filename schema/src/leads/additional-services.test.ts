import { describe, expect, it } from 'vitest';
import { collectAdditionalServices, foldCheckOptions } from './additional-services.js';

const checkOptions = [
  { name: 'finance', label: 'Finance' },
  { name: 'tradeIn', label: 'Trade-in valuation' },
  { name: 'warranty', label: 'Extended warranty' },
];

describe('collectAdditionalServices', () => {
  const boxes = { checkOptions, checkOptionsAsRadio: false };
  const radio = { checkOptions, checkOptionsAsRadio: true };

  it('lists the labels of the ticked boxes in the form’s order', () => {
    expect(
      collectAdditionalServices({ checkOptions: { warranty: true, finance: true } }, boxes),
    ).toEqual(['Finance', 'Extended warranty']);
  });

  it('leaves out unticked boxes and boxes the form does not have', () => {
    expect(
      collectAdditionalServices({ checkOptions: { finance: false, sunroof: true } }, boxes),
    ).toEqual([]);
    expect(collectAdditionalServices({}, boxes)).toEqual([]);
  });

  it('takes a radio form’s one choice from its helper field, not from boxes', () => {
    expect(
      collectAdditionalServices(
        { checkOptionChoice: 'tradeIn', checkOptions: { finance: true } },
        radio,
      ),
    ).toEqual(['Trade-in valuation']);
    expect(collectAdditionalServices({ checkOptionChoice: '' }, radio)).toEqual([]);
  });
});

describe('foldCheckOptions', () => {
  it('puts the choice into additionalServices and drops the helper fields', () => {
    const folded = foldCheckOptions(
      { name: 'Sam', checkOptionChoice: 'warranty', checkOptions: { finance: true } },
      { checkOptions, checkOptionsAsRadio: true },
    );
    expect(folded).toEqual({ name: 'Sam', additionalServices: ['Extended warranty'] });
  });
});

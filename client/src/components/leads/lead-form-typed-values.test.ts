import { describe, expect, it } from 'vitest';
import { typedValuesOf } from './lead-form-typed-values';

const RENDERED = {
  name: '',
  email: 'kept@example.com',
  optIn: false,
  termsAccepted: false,
  checkOptions: { finance: false, tradeIn: false },
  carId: 'hilux-1',
  website: '',
};

describe('typedValuesOf', () => {
  it('answers the fields of the form of that kind that differ from what the server rendered', () => {
    const typed = typedValuesOf(
      [
        [
          ['_form', 'TEST_DRIVE'],
          ['name', 'Not this form'],
        ],
        [
          ['_form', 'VEHICLE_ENQUIRY'],
          ['_ticks', 'optIn termsAccepted checkOptions.finance checkOptions.tradeIn'],
          ['name', 'Jo Citizen'],
          ['email', 'kept@example.com'],
          ['termsAccepted', 'on'],
          ['checkOptions.finance', 'on'],
          ['carId', 'hilux-1'],
        ],
      ],
      'VEHICLE_ENQUIRY',
      RENDERED,
    );

    expect(typed).toEqual({
      name: 'Jo Citizen',
      termsAccepted: true,
      checkOptions: { finance: true, tradeIn: false },
    });
  });

  it('answers nothing when the page had no form of that kind', () => {
    expect(typedValuesOf([[['_form', 'TEST_DRIVE']]], 'VEHICLE_ENQUIRY', RENDERED)).toEqual({});
    expect(typedValuesOf([], 'VEHICLE_ENQUIRY', RENDERED)).toEqual({});
  });

  it('leaves out what the form does not have, as a draft would be', () => {
    const typed = typedValuesOf(
      [
        [
          ['_form', 'VEHICLE_ENQUIRY'],
          ['rego', 'ABC123'],
        ],
      ],
      'VEHICLE_ENQUIRY',
      RENDERED,
    );
    expect(typed).toEqual({});
  });
});

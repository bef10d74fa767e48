import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, restorableValues, type LeadFormFields } from './lead-form-values';

describe('flattenFieldErrors', () => {
  it('lists each field error by its path, nested check options included', () => {
    const errors = {
      email: { type: 'custom', message: 'Please enter your email address.' },
      checkOptions: { finance: { type: 'custom', message: 'Please choose again.' } },
      carId: { type: 'custom', message: 'The vehicle could not be read.' },
    } as FieldErrors<LeadFormFields>;

    expect(flattenFieldErrors(errors)).toEqual([
      { name: 'email', message: 'Please enter your email address.' },
      { name: 'checkOptions.finance', message: 'Please choose again.' },
      { name: 'carId', message: 'The vehicle could not be read.' },
    ]);
  });
});

describe('restorableValues', () => {
  const defaults = {
    name: '',
    optIn: true,
    checkOptions: { finance: false, insurance: false },
  };

  it('brings back the form’s own fields, of the type it holds them in', () => {
    expect(
      restorableValues(defaults, {
        name: 'Jo',
        optIn: 'yes',
        checkOptions: { finance: true, insurance: 'no', warranty: true },
        vehiclePriceBudget: '$25,000',
      }),
    ).toEqual({ name: 'Jo', checkOptions: { finance: true } });
  });

  it('brings back nothing from what is not a draft', () => {
    expect(restorableValues(defaults, null)).toEqual({});
    expect(restorableValues(defaults, 'name')).toEqual({});
  });
});

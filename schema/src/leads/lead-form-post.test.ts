import { describe, expect, it } from 'vitest';
import { leadFormPostOf, tickBoxNamesOf } from './lead-form-post.js';
import { leadFormSchema } from './lead-form-schemas.js';
import { leadFormOptions } from './lead-form-options.js';

const defaults = {
  name: '',
  optIn: true,
  termsAccepted: false,
  checkOptions: { finance: false, tradeIn: false },
};

describe('a lead form posted without JavaScript', () => {
  it('names its tick boxes, so an unticked one reads as false', () => {
    expect(tickBoxNamesOf(defaults)).toEqual([
      'optIn',
      'termsAccepted',
      'checkOptions.finance',
      'checkOptions.tradeIn',
    ]);
  });

  it('reads back into the values the browser’s script sends, hidden fields apart', () => {
    const post = leadFormPostOf([
      ['_form', 'VEHICLE_ENQUIRY'],
      ['_formToken', 'v1.a.b.c.d'],
      ['_idempotencyKey', 'key-12345678'],
      ['_pageUrl', 'http://site.localhost/cars/a-car'],
      ['_ticks', 'optIn termsAccepted checkOptions.finance checkOptions.tradeIn'],
      ['name', ' Jo Citizen '],
      ['termsAccepted', 'on'],
      ['checkOptions.tradeIn', 'on'],
      ['carId', 'car-1'],
      ['website', ''],
    ]);
    expect(post).toEqual({
      form: 'VEHICLE_ENQUIRY',
      formToken: 'v1.a.b.c.d',
      idempotencyKey: 'key-12345678',
      pageUrl: 'http://site.localhost/cars/a-car',
      values: {
        name: ' Jo Citizen ',
        optIn: false,
        termsAccepted: true,
        checkOptions: { finance: false, tradeIn: true },
        carId: 'car-1',
        website: '',
      },
    });
  });

  it('takes no name that could reach an object’s prototype, nor deeper than a group', () => {
    const post = leadFormPostOf([
      ['__proto__.polluted', 'yes'],
      ['constructor', 'x'],
      ['a.b.c', 'deep'],
      ['_ticks', '__proto__.x'],
    ]);
    expect(post.values).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the form’s schema what it checks when sent from the browser', () => {
    const options = leadFormOptions({});
    const schema = leadFormSchema('vehicle-enquiry', options, { today: '2026-11-01' });
    const { values } = leadFormPostOf([
      ['_ticks', 'optIn termsAccepted'],
      ['name', 'Jo Citizen'],
      ['email', 'jo@example.com'],
      ['phone', '0412345678'],
      ['message', 'Is it still available?'],
      ['carId', 'car-1'],
    ]);
    const parsed = schema.safeParse(values);
    expect(parsed.success).toBe(true);
  });
});

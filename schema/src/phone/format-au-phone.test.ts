import { describe, expect, it } from 'vitest';
import { formatAuPhone } from './format-au-phone.js';
import { maskPhone, telHref } from './phone-display.js';

describe('formatAuPhone', () => {
  it('turns +61 into 0 and groups 2-4-4', () => {
    expect(formatAuPhone('+61 7 5555 1234')).toBe('07 5555 1234');
    expect(formatAuPhone('+61412345678')).toBe('04 1234 5678');
    expect(formatAuPhone('(02) 4960 1234')).toBe('02 4960 1234');
  });

  it('keeps 13/1300 numbers readable', () => {
    expect(formatAuPhone('1300 123 456')).toBe('1300 123 456');
  });

  it('rejects what is not an Australian number', () => {
    expect(formatAuPhone('12')).toBeNull();
    expect(formatAuPhone('+1 415 555 0100')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows the first 5 characters and stars the remaining digits', () => {
    expect(maskPhone('07 5555 1234')).toBe('07 55** ****');
  });
});

describe('telHref', () => {
  it('dials the digits of a displayed number', () => {
    expect(telHref('07 3359 4800')).toBe('tel:0733594800');
    expect(telHref('(07) 3359-4800')).toBe('tel:0733594800');
    expect(telHref('+61 7 3359 4800')).toBe('tel:+61733594800');
  });
});

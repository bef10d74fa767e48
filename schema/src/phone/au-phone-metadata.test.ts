import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { AU_PHONE_METADATA } from './au-phone-metadata.generated.js';
import { auPhoneMetadataSource } from './au-phone-metadata-source.js';
import { parseAuPhone } from './parse-au-phone.js';

describe('the +61 phone metadata', () => {
  it('is what the installed libphonenumber-js has for +61 (else run au-phone-metadata.build.ts)', () => {
    expect(AU_PHONE_METADATA).toEqual(auPhoneMetadataSource());
  });

  it.each([
    '0412 345 678',
    '+61 2 9876 5432',
    '(08) 9162 1234',
    '08 9164 1234',
    '1300 123 456',
    '131 234',
    '+44 20 7946 0958',
    '0012 345 678',
    'not a phone',
  ])('reads %s as the worldwide metadata does', (raw) => {
    const full = parsePhoneNumberFromString(raw, 'AU');
    const au = parseAuPhone(raw);
    const seen = (n: typeof full) =>
      n?.country === 'AU'
        ? { number: n.number, possible: n.isPossible(), valid: n.isValid() }
        : null;
    expect(seen(au)).toEqual(seen(full));
  });
});

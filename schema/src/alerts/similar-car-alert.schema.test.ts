import { describe, expect, it } from 'vitest';
import { similarCarAlertContactSchema } from './similar-car-alert.schema.js';

/** Each issue as `path: message`, the way forms and the API report them. */
function issuesOf(input: unknown): string[] {
  const result = similarCarAlertContactSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('similarCarAlertContactSchema', () => {
  it('takes an e-mail address alone', () => {
    expect(similarCarAlertContactSchema.parse({ email: 'shopper@example.com' })).toEqual({
      email: 'shopper@example.com',
    });
  });

  it('takes a phone alone and normalises it to 0X XXXX XXXX', () => {
    expect(similarCarAlertContactSchema.parse({ phone: '+61 412 345 678' })).toEqual({
      phone: '04 1234 5678',
    });
    expect(similarCarAlertContactSchema.parse({ phone: ' (07) 3359 4800 ' }).phone).toBe(
      '07 3359 4800',
    );
  });

  it('takes both', () => {
    expect(
      similarCarAlertContactSchema.parse({ email: 'shopper@example.com', phone: '0412345678' }),
    ).toEqual({ email: 'shopper@example.com', phone: '04 1234 5678' });
  });

  it('counts a blank field as absent', () => {
    expect(similarCarAlertContactSchema.parse({ email: '   ', phone: '0412 345 678' })).toEqual({
      email: undefined,
      phone: '04 1234 5678',
    });
    expect(similarCarAlertContactSchema.parse({ email: 'a@example.com', phone: '' }).phone).toBe(
      undefined,
    );
  });

  it('asks for an e-mail or a phone when both are missing or blank, on the e-mail field', () => {
    const message = 'email: Enter an e-mail address or a phone number so we can tell you.';
    expect(issuesOf({})).toEqual([message]);
    expect(issuesOf({ email: '', phone: '  ' })).toEqual([message]);
  });

  it('rejects an e-mail address that is not one, or is too long', () => {
    expect(issuesOf({ email: 'shopper-at-example.com' })).toEqual([
      'email: Enter an e-mail address such as name@example.com.',
    ]);
    expect(
      issuesOf({
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
      }),
    ).toContain('email: An e-mail address has at most 254 characters.');
  });

  it('rejects a phone that is not an Australian number', () => {
    for (const phone of [
      '12',
      '12345',
      '0412 345 67',
      '1300 123 456',
      '+1 415 555 0100',
      'call me',
    ]) {
      expect(issuesOf({ phone })).toEqual([
        'phone: Enter an Australian phone number such as 0412 345 678.',
      ]);
    }
  });

  it('reports a bad phone even when the e-mail is fine', () => {
    expect(issuesOf({ email: 'shopper@example.com', phone: '12' })).toEqual([
      'phone: Enter an Australian phone number such as 0412 345 678.',
    ]);
  });
});

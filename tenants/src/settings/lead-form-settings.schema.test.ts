import { DEFAULT_LEAD_FORM_OPTIONS } from '@forecourt/schema/leads/lead-form-options';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_RATE_LIMITS,
  DEFAULT_LEAD_SURGE,
  leadFormSettingsFor,
  leadFormsSchema,
  leadRateLimitsSchema,
} from './lead-form-settings.schema.js';

function issues(input: unknown) {
  const result = leadFormsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('leadFormsSchema', () => {
  it('defaults to the common behaviour of the forms', () => {
    const settings = leadFormsSchema.parse(undefined);
    const { dealerships: _d, locations: _l, ...common } = DEFAULT_LEAD_FORM_OPTIONS;
    expect(settings).toMatchObject({
      ...common,
      // Spec 2 §5: a site with several dealerships asks which one unless it removes the select.
      showPreferredDealership: true,
      termsUrl: '/terms-and-conditions',
      timeZone: 'Australia/Brisbane',
      testDriveOnlyTag: null,
      forms: {},
      rateLimit: { ...DEFAULT_LEAD_RATE_LIMITS, surge: DEFAULT_LEAD_SURGE },
    });
  });

  it('lets one form depart from the site’s settings', () => {
    const settings = leadFormsSchema.parse({
      messageOptional: true,
      checkOptions: [{ name: 'finance', label: 'Finance' }],
      forms: { 'trade-in': { checkOptions: [], termsRequired: true } },
    });
    expect(leadFormSettingsFor(settings, 'trade-in')).toMatchObject({
      messageOptional: true,
      checkOptions: [],
      termsRequired: true,
    });
    expect(leadFormSettingsFor(settings, 'vehicle-enquiry')).toMatchObject({
      checkOptions: [{ name: 'finance', label: 'Finance' }],
      termsRequired: false,
    });
  });

  it('refuses a form it does not know, naming it', () => {
    expect(issues({ forms: { 'spin-to-win': {} } })).toEqual([
      'forms: Unrecognized key: "spin-to-win"',
    ]);
  });

  it('refuses check option names a form field cannot carry, and repeated ones', () => {
    expect(
      issues({
        checkOptions: [
          { name: 'trade.in', label: 'Trade-in' },
          { name: 'finance', label: 'Finance' },
          { name: 'finance', label: 'Finance again' },
        ],
      }),
    ).toEqual([
      'checkOptions.0.name: letters, digits, - and _ only',
      'checkOptions.2.name: duplicate check option name "finance"',
    ]);
  });

  it('refuses a time zone that does not exist, a terms page on another host, and no categories', () => {
    expect(
      issues({ timeZone: 'Australia/Gotham', termsUrl: '//evil.example', categories: [] }),
    ).toEqual([
      'termsUrl: a path starting with /',
      'categories: list at least one category',
      'timeZone: an IANA time zone such as Australia/Sydney',
    ]);
  });

  it('refuses a limit of no submissions or a window over a day', () => {
    expect(
      issues({
        rateLimit: {
          perConnection: { submissions: 0, windowMinutes: 10 },
          perSite: { submissions: 200, windowMinutes: 1441 },
        },
      }),
    ).toEqual([
      'rateLimit.perConnection.submissions: at least 1 submission',
      'rateLimit.perSite.windowMinutes: at most 1440 minutes (a day)',
    ]);
  });

  it('takes a site’s own surge settings, and says what each limit does', () => {
    const settings = leadFormsSchema.parse({
      rateLimit: { surge: { perConnection: { submissions: 1, windowMinutes: 30 } } },
    });
    expect(settings.rateLimit.surge).toEqual({
      perConnection: { submissions: 1, windowMinutes: 30 },
      holdForReview: true,
    });
    expect(issues({ rateLimit: { surge: { holdForReview: 'yes' } } })).toEqual([
      'rateLimit.surge.holdForReview: Invalid input: expected boolean, received string',
    ]);
    expect(leadRateLimitsSchema.description).toContain('Only valid, new submissions count');
  });
});

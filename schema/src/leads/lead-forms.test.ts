import { describe, expect, it } from 'vitest';
import {
  KNOWN_POSTCODES,
  LEAD_ANALYTICS_CASES,
  LEAD_FORM_CASES,
  leadCaseInput,
  type LeadFormIssue,
  UNKNOWN_POSTCODE,
  VALID_LEAD_INPUTS,
} from './lead-forms.cases.js';
import { leadFormSchema } from './lead-form-schemas.js';
import { leadAnalyticsEventIds } from './lead-payload.js';
import { honeypotFilled } from './lead-fields.js';
import { LEAD_FORMS } from './lead-form-options.js';

const byPath = (a: LeadFormIssue, b: LeadFormIssue) =>
  a.path.localeCompare(b.path) || a.message.localeCompare(b.message);

describe.each(LEAD_FORMS)('the %s form', (form) => {
  const cases = LEAD_FORM_CASES.filter((leadCase) => leadCase.form === form);

  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((leadCase) => [leadCase.title, leadCase] as const))(
    '%s',
    async (_, leadCase) => {
      const schema = leadFormSchema(leadCase.form, leadCase.settings, {
        today: leadCase.today,
        isKnownPostcode: leadCase.postcodeLookup
          ? (postcode) => Promise.resolve(KNOWN_POSTCODES.includes(postcode))
          : undefined,
      });
      const result = await schema.safeParseAsync(leadCaseInput(leadCase));
      const issues = result.success
        ? []
        : result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }));
      if (!leadCase.expect.valid) {
        expect(issues.sort(byPath)).toEqual([...leadCase.expect.issues].sort(byPath));
        return;
      }
      expect(issues).toEqual([]);
      const value = result.data as Record<string, unknown>;
      // A field expected undefined may be absent: either way the shopper left it out.
      const expected = Object.entries(leadCase.expect.value ?? {});
      expect(value).toMatchObject(Object.fromEntries(expected.filter(([, v]) => v !== undefined)));
      for (const [field, v] of expected) if (v === undefined) expect(value[field]).toBeUndefined();
      for (const field of leadCase.expect.absent ?? []) expect(value).not.toHaveProperty(field);
    },
  );
});

describe('lead analytics events', () => {
  it.each(LEAD_ANALYTICS_CASES.map((c) => [c.title, c] as const))('%s', (_, analyticsCase) => {
    expect(
      leadAnalyticsEventIds(
        { form: analyticsCase.form, subcategory: analyticsCase.subcategory },
        analyticsCase.car,
      ),
    ).toEqual(analyticsCase.ids);
  });
});

describe('honeypotFilled', () => {
  it('tells a robot’s values, whatever it put in the trap', () => {
    for (const website of ['http://spam.example', ' x ', 0, false, {}]) {
      expect(honeypotFilled({ name: 'Sam', website })).toBe(true);
    }
  });

  it('takes a person’s values, the trap left empty or not sent', () => {
    for (const values of [{ website: '' }, { website: '  ' }, { website: null }, {}, null, 'x']) {
      expect(honeypotFilled(values)).toBe(false);
    }
  });
});

describe('the browser check of a postcode', () => {
  it('runs synchronously without the server’s lookup', () => {
    const input = { ...VALID_LEAD_INPUTS['trade-in'], postcode: UNKNOWN_POSTCODE };
    expect(leadFormSchema('trade-in').parse(input)).toMatchObject({ postcode: UNKNOWN_POSTCODE });
  });

  it('needs an asynchronous parse with the server’s lookup', async () => {
    const schema = leadFormSchema('trade-in', {}, { isKnownPostcode: () => Promise.resolve(true) });
    expect(() => schema.parse(VALID_LEAD_INPUTS['trade-in'])).toThrow();
    await expect(schema.parseAsync(VALID_LEAD_INPUTS['trade-in'])).resolves.toMatchObject({
      postcode: '4000',
    });
  });
});

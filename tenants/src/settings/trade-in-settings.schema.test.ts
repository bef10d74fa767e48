import { describe, expect, it } from 'vitest';
import { tradeInSettingsSchema } from './trade-in-settings.schema.js';

function issues(input: unknown) {
  const result = tradeInSettingsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const question = (id: string, values: string[]) => ({
  id,
  label: id,
  options: values.map((value) => ({ value, label: value })),
});

describe('tradeInSettingsSchema', () => {
  it('defaults to online estimates up to 7 years and 100,000 km, a 15% margin, no rego service', () => {
    const settings = tradeInSettingsSchema.parse(undefined);
    expect(settings).toMatchObject({
      onlineEstimate: true,
      maxAgeYears: 7,
      maxKm: 100_000,
      marginPercent: 15,
      rangePercent: null,
      offerValidDays: 7,
      regoLookup: null,
    });
  });

  it('asks the spec’s four questions by default, each answer with its adjustment', () => {
    const { questions } = tradeInSettingsSchema.parse({});
    expect(questions.map((q) => [q.id, q.options.map((o) => o.label)])).toEqual([
      ['service-history', ['Full', 'Partial', 'None']],
      ['two-sets-of-keys', ['Yes', 'No']],
      ['modifications', ['None', 'Some']],
      ['condition', ['Excellent', 'Good', 'Fair', 'Poor']],
    ]);
    const condition = questions.find((q) => q.id === 'condition')!;
    expect(condition.options.map((o) => o.adjustmentPercent)).toEqual([5, 0, -10, -20]);
  });

  it('lets a site replace the questions, an unset adjustment moving nothing', () => {
    const { questions } = tradeInSettingsSchema.parse({
      questions: [question('annexe', ['yes', 'no'])],
    });
    expect(questions).toEqual([
      {
        id: 'annexe',
        label: 'annexe',
        help: null,
        options: [
          { value: 'yes', label: 'yes', adjustmentPercent: 0 },
          { value: 'no', label: 'no', adjustmentPercent: 0 },
        ],
      },
    ]);
  });

  it('refuses repeated question ids and answer values, odd keys and a single answer', () => {
    expect(
      issues({ questions: [question('keys', ['yes', 'no']), question('keys', ['a', 'b'])] }),
    ).toEqual(['questions: each question needs an id of its own']);
    expect(issues({ questions: [question('keys', ['yes', 'yes'])] })).toEqual([
      'questions.0.options: each answer needs a value of its own',
    ]);
    expect(issues({ questions: [question('Service History', ['a', 'b'])] })).toEqual([
      'questions.0.id: lower-case letters and digits joined by -',
    ]);
    expect(issues({ questions: [question('keys', ['yes'])] })).toEqual([
      'questions.0.options: offer at least two answers',
    ]);
  });

  it('takes a rego service with a 3 second timeout by default, dropping a trailing /', () => {
    expect(
      tradeInSettingsSchema.parse({ regoLookup: { baseUrl: 'https://rego.example.com.au/api/' } })
        .regoLookup,
    ).toEqual({
      baseUrl: 'https://rego.example.com.au/api',
      timeoutMs: 3000,
      rateLimit: {
        perConnection: { lookups: 10, windowMinutes: 60 },
        perSite: { lookups: 100, windowMinutes: 60 },
      },
    });
    expect(issues({ regoLookup: { baseUrl: 'ftp://rego.example.com' } })).toEqual([
      'regoLookup.baseUrl: an http(s) address',
    ]);
    expect(
      issues({ regoLookup: { baseUrl: 'https://rego.example.com', timeoutMs: 60_000 } }),
    ).toEqual(['regoLookup.timeoutMs: at most 10000 ms']);
  });

  it('limits a rego service’s lookups as the site sets, naming a limit out of bounds', () => {
    const baseUrl = 'https://rego.example.com.au/api';
    expect(
      tradeInSettingsSchema.parse({
        regoLookup: { baseUrl, rateLimit: { perConnection: { lookups: 3, windowMinutes: 15 } } },
      }).regoLookup?.rateLimit,
    ).toEqual({
      perConnection: { lookups: 3, windowMinutes: 15 },
      perSite: { lookups: 100, windowMinutes: 60 },
    });
    expect(
      issues({
        regoLookup: {
          baseUrl,
          rateLimit: {
            perConnection: { lookups: 0, windowMinutes: 60 },
            perSite: { lookups: 100, windowMinutes: 1441 },
          },
        },
      }),
    ).toEqual([
      'regoLookup.rateLimit.perConnection.lookups: at least 1 lookup',
      'regoLookup.rateLimit.perSite.windowMinutes: at most 1440 minutes (a day)',
    ]);
  });
});

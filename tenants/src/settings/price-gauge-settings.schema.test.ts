import { describe, expect, it } from 'vitest';
import { priceGaugeSchema } from './price-gauge-settings.schema.js';

function issues(input: unknown) {
  const result = priceGaugeSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('priceGaugeSchema', () => {
  it('defaults to the estimator, for used cars', () => {
    expect(priceGaugeSchema.parse(undefined)).toEqual({
      source: { kind: 'estimator' },
      carTypes: ['used'],
    });
  });

  it('takes an autogauge service with a 2 second timeout by default, dropping a trailing /', () => {
    expect(
      priceGaugeSchema.parse({
        source: { kind: 'autogauge', baseUrl: 'https://gauge.example.com.au/api/' },
        carTypes: ['used', 'demo'],
      }),
    ).toEqual({
      source: { kind: 'autogauge', baseUrl: 'https://gauge.example.com.au/api', timeoutMs: 2000 },
      carTypes: ['used', 'demo'],
    });
  });

  it('rejects an address that is not http(s), or carries a query', () => {
    expect(issues({ source: { kind: 'autogauge', baseUrl: 'ftp://gauge.example.com' } })).toEqual([
      'source.baseUrl: an http(s) address',
    ]);
    expect(
      issues({ source: { kind: 'autogauge', baseUrl: 'https://gauge.example.com?key=1' } }),
    ).toEqual(['source.baseUrl: no query or fragment (the car path is appended)']);
  });

  it('rejects a timeout of 0 or over 10 seconds, an unknown source and no car types', () => {
    const autogauge = { kind: 'autogauge', baseUrl: 'https://gauge.example.com' };
    expect(issues({ source: { ...autogauge, timeoutMs: 0 } })).toEqual([
      'source.timeoutMs: must be more than 0 ms',
    ]);
    expect(issues({ source: { ...autogauge, timeoutMs: 60_000 } })).toEqual([
      'source.timeoutMs: at most 10000 ms',
    ]);
    expect(issues({ source: { kind: 'guess' } })).toHaveLength(1);
    expect(issues({ carTypes: [] })).toEqual([
      'carTypes: name at least one car type (turn features.priceGauge off instead)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { feedSyncSettingSchema } from './feed-sync-settings.schema.js';

function issues(input: unknown) {
  const result = feedSyncSettingSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('feedSync setting', () => {
  it('is off when absent', () => {
    expect(feedSyncSettingSchema.parse(undefined)).toBeNull();
  });

  it('fetches hourly, as a full feed in the format its address names, with no auth', () => {
    expect(feedSyncSettingSchema.parse({ url: 'https://stock.example.com/feed.json' })).toEqual({
      url: 'https://stock.example.com/feed.json',
      format: 'json',
      intervalMinutes: 60,
      mode: 'full',
      auth: null,
      allowMassRemoval: false,
      timeoutSeconds: 30,
      maxBytes: 50 * 1024 * 1024,
    });
  });

  it('takes a format the address does not name, and asks for one when it cannot tell', () => {
    expect(
      feedSyncSettingSchema.parse({ url: 'https://stock.example.com/export?id=42', format: 'csv' })
        ?.format,
    ).toBe('csv');
    expect(issues({ url: 'https://stock.example.com/export?id=42' })).toEqual([
      'format: csv or json: the address does not end in .csv or .json',
    ]);
  });

  it('accepts http and https addresses only', () => {
    expect(issues({ url: 'http://127.0.0.1:8080/stock.csv' })).toEqual([]);
    expect(issues({ url: 'ftp://stock.example.com/stock.csv' })).toEqual([
      'url: an http(s) address',
    ]);
    expect(issues({ url: 'file:///etc/stock.csv' })).toEqual(['url: an http(s) address']);
    expect(issues({ url: 'stock.csv' })).toEqual(['url: an http(s) address']);
    expect(issues({ url: 'https://dealer:hunter2@stock.example.com/stock.csv' })).toEqual([
      'url: no user name or password in the address: name them in auth, from the environment',
    ]);
  });

  it('keeps the interval between 5 minutes and a day', () => {
    const url = 'https://stock.example.com/stock.csv';
    expect(issues({ url, intervalMinutes: 4 })).toHaveLength(1);
    expect(issues({ url, intervalMinutes: 1441 })).toHaveLength(1);
    expect(issues({ url, intervalMinutes: 5 })).toEqual([]);
    expect(issues({ url, intervalMinutes: 1440 })).toEqual([]);
  });

  it('names the environment variables that hold the secrets, never the secrets', () => {
    const url = 'https://stock.example.com/stock.csv';
    expect(
      issues({
        url,
        auth: { kind: 'basic', usernameEnv: 'FEED_USER', passwordEnv: 'FEED_PASSWORD' },
      }),
    ).toEqual([]);
    expect(
      issues({ url, auth: { kind: 'header', header: 'X-Api-Key', valueEnv: 'FEED_KEY' } }),
    ).toEqual([]);
    expect(
      issues({ url, auth: { kind: 'basic', usernameEnv: 'FEED_USER', passwordEnv: 'hunter2' } }),
    ).toEqual(['auth.passwordEnv: an environment variable name such as STOCK_FEED_PASSWORD']);
    expect(
      issues({ url, auth: { kind: 'header', header: 'X-Api-Key', value: 's3cret' } }),
    ).toHaveLength(2);
    expect(
      issues({ url, auth: { kind: 'header', header: 'X Api: Key', valueEnv: 'FEED_KEY' } }),
    ).toEqual(['auth.header: a header name such as X-Api-Key']);
  });
});

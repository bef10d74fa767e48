import { describe, expect, it } from 'vitest';
import { apiSettingsSchema } from './api-settings.schema.js';

describe('apiSettingsSchema', () => {
  it('allows no other origin by default', () => {
    expect(apiSettingsSchema.parse(undefined)).toEqual({ allowedOrigins: [] });
  });

  it('takes origins with an optional port', () => {
    const origins = ['https://www.coastal-group.example', 'http://localhost:5173'];
    expect(apiSettingsSchema.parse({ allowedOrigins: origins }).allowedOrigins).toEqual(origins);
  });

  it.each(['*', 'https://www.example.com/', 'https://www.example.com/leads', 'www.example.com'])(
    'refuses %s, which is not an origin',
    (origin) => {
      const result = apiSettingsSchema.safeParse({ allowedOrigins: [origin] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/an origin such as/);
    },
  );
});

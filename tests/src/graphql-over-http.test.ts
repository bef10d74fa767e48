import { createTestPlatform } from '@forecourt/server/testing/test-platform';
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';

/** The GraphQL-over-HTTP specification's audits against the real endpoint of one demo site. */
const platform = await createTestPlatform(50);
const url = 'http://northside-used-cars.localhost/graphql';

describe('GraphQL over HTTP', () => {
  for (const audit of serverAudits({
    url,
    fetchFn: async (input: RequestInfo | URL, init?: RequestInit) =>
      platform.yoga.fetch(new Request(input, init)),
  })) {
    it(audit.name, async () => {
      const result = await audit.fn();
      if (result.status === 'error') {
        throw new Error(
          `${result.reason}${result.response ? ` (HTTP ${result.response.status})` : ''}`,
        );
      }
      // "warn" marks a MAY or SHOULD the server chose not to follow; no MUST may fail.
      expect(['ok', 'warn']).toContain(result.status);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../relay/create-relay-environment';
import { failureStatus } from './failure-status';

const refused = new GraphQLResponseError([
  { message: 'slug: is too long', extensions: { code: 'BAD_USER_INPUT' } },
]);

describe('failureStatus', () => {
  it('is 400 when the API refused what the address asked for', () => {
    expect(failureStatus({ pages: refused })).toBe(400);
  });

  it('is 500 when anything else failed', () => {
    const internal = new GraphQLResponseError([
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(failureStatus({ pages: refused, site: internal })).toBe(500);
    expect(failureStatus({ pages: new Error('fetch failed') })).toBe(500);
    expect(failureStatus({ pages: new GraphQLResponseError([]) })).toBe(500);
  });
});

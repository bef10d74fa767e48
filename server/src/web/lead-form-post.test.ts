import { describe, expect, it } from 'vitest';
import { persistedOperationId, postedFromSameOrigin } from './lead-form-post.js';

const SITE = 'http://northside.localhost:4000';

const post = (headers: Record<string, string>) =>
  new Request(`${SITE}/leads/send`, {
    method: 'POST',
    headers: { host: 'northside.localhost:4000', ...headers },
  });

describe('a lead form posted without JavaScript', () => {
  it('is taken only from a page of the same origin', () => {
    expect(postedFromSameOrigin(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }))).toBe(
      true,
    );
    expect(postedFromSameOrigin(post({ origin: SITE }))).toBe(true);
    // An older browser that sends no Origin on a form post still names the page it came from.
    expect(postedFromSameOrigin(post({ referer: `${SITE}/cars/a-car` }))).toBe(true);
  });

  it('is refused from another website, a sibling site of the platform, or from nowhere', () => {
    expect(postedFromSameOrigin(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(
      postedFromSameOrigin(
        post({ origin: 'http://coastal.localhost:4000', 'sec-fetch-site': 'same-site' }),
      ),
    ).toBe(false);
    // A browser that says cross-site is believed even when the Origin was forged by a proxy.
    expect(postedFromSameOrigin(post({ origin: SITE, 'sec-fetch-site': 'cross-site' }))).toBe(
      false,
    );
    expect(postedFromSameOrigin(post({ origin: 'null', referer: 'not a url' }))).toBe(false);
    expect(postedFromSameOrigin(post({}))).toBe(false);
  });

  it('is sent through the web client’s own submitLead operation', () => {
    const operations = new Map([
      ['a1', 'query CarPageQuery { site { name } }'],
      ['b2', 'mutation useSubmitLeadMutation($input: SubmitLeadInput!) { submitLead }'],
    ]);
    expect(persistedOperationId(operations, 'useSubmitLeadMutation')).toBe('b2');
    expect(() => persistedOperationId(operations, 'useSubmitLead')).toThrow(
      "The web client's persisted operations have no useSubmitLead",
    );
  });
});

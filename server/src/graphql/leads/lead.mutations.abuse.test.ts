import { LEAD_FIELD_MESSAGES } from '@forecourt/schema/leads/form-messages';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf } from '../common/testing/typed-errors.js';
import { SURGE_HOLD_NOTE } from './lead.mutations.js';
import {
  formTokenFor,
  issuesOf,
  OPENED_AT,
  siteWithLeadForms,
  sendLead,
  submission,
} from './testing/lead-test-sites.js';

/**
 * Limits that stop abuse, not shoppers: only valid, new submissions count; a flood puts the site
 * in a surge (stricter per connection, leads held for review) instead of refusing everyone; each
 * form token the site signed is taken for one lead, however soon after the form rendered it is
 * sent; the honeypot answers a robot as if sent.
 */

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const NORTHSIDE = 'northside-used-cars';
/** A copy of northside with the default limits, counted apart from other tests. */
const FLOODED = 'flooded-dealer';
const GUARDED = 'guarded-dealer';
const START_LEAD_FORM = /* GraphQL */ `
  mutation Start {
    startLeadForm {
      token
      expiresAt
    }
  }
`;
interface StartAnswer {
  startLeadForm: { token: string; expiresAt: string } | null;
}

let platform: Platform;
let clock = TEST_NOW;
beforeAll(async () => {
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === NORTHSIDE)!;
  const defaults = northside.config.leadForms;
  platform = await createTestPlatform(
    40,
    [
      northside,
      siteWithLeadForms(northside, FLOODED, { ...defaults, rateLimit: undefined }),
      siteWithLeadForms(northside, GUARDED, { ...defaults, rateLimit: undefined }),
    ],
    { trustedProxyHops: 1, now: () => clock },
  );
  // The records start on first use: not inside the first test's time.
  await platform.records.forSite(northside).lead('none');
}, 60_000);
afterAll(async () => {
  await platform.close();
});

let addressCount = 0;
/** A connection of its own: another shopper (or another of a flood's addresses). */
const newConnection = () => {
  addressCount += 1;
  return { 'x-forwarded-for': `10.${(addressCount >> 8) & 255}.${addressCount & 255}.7` };
};

/** A valid general enquiry on the site (its terms, location and dealership answered). */
function enquiry(slug: string, more: Record<string, unknown> = {}) {
  const site = platform.site(slug);
  const yard = site.locations.find((l) => l.visible && l.locationType === 'sales')!;
  return {
    ...VALID_LEAD_INPUTS['general-enquiry'],
    category: site.config.leadForms.categories[0],
    locationId: yard.id,
    preferredDealership: yard.dealershipSlug,
    termsAccepted: true,
    ...more,
  };
}

const send = (slug: string, variables: Record<string, unknown>, connection: object) =>
  sendLead(platform, slug, variables, connection as Record<string, string>);
const sendEnquiry = (slug: string, connection: object, more: Record<string, unknown> = {}) =>
  send(slug, submission('general-enquiry', enquiry(slug, more)), connection);
const refusalTypeOf = (response: { data?: unknown }) => refusalOf(response)?.__typename;

describe('what counts toward a shopper’s limit (5 in 10 minutes)', () => {
  it('counts only valid, new submissions: refused forms and retries never', async () => {
    const connection = newConnection();
    // Ten forms refused by the schema, by the vehicle and by the token: none counts.
    for (let i = 0; i < 4; i += 1) {
      const refused = await send(NORTHSIDE, submission('general-enquiry', {}), connection);
      expect(refusalTypeOf(refused)).toBe('ValidationError');
    }
    for (let i = 0; i < 3; i += 1) {
      const values = { ...enquiry(NORTHSIDE), email: 'not an address' };
      const refused = await send(NORTHSIDE, submission('general-enquiry', values), connection);
      expect(issuesOf(refused)).toEqual([`email: ${LEAD_FIELD_MESSAGES.emailInvalid}`]);
    }
    for (let i = 0; i < 3; i += 1) {
      const variables = submission('general-enquiry', enquiry(NORTHSIDE), { formToken: 'x.y' });
      expect(refusalTypeOf(await send(NORTHSIDE, variables, connection))).toBe('ValidationError');
    }
    const expired = formTokenFor(NORTHSIDE, TEST_NOW.getTime() - 13 * 3_600_000);
    const stale = submission('general-enquiry', enquiry(NORTHSIDE), { formToken: expired });
    expect(refusalTypeOf(await send(NORTHSIDE, stale, connection))).toBe('ValidationError');
    // A honeypot caught: answered as sent, and not counted either.
    const trapped = enquiry(NORTHSIDE, { website: 'http://spam.example' });
    expectAnswered(await send(NORTHSIDE, submission('general-enquiry', trapped), connection));

    // Five new leads are taken, each retried twice (a lost answer, a double click).
    const taken: Record<string, unknown>[] = [];
    for (let i = 0; i < 5; i += 1) {
      const variables = submission('general-enquiry', enquiry(NORTHSIDE, { message: `No. ${i}` }));
      const first = await send(NORTHSIDE, variables, connection);
      expectAnswered(first);
      for (let retry = 0; retry < 2; retry += 1) {
        const again = await send(NORTHSIDE, variables, connection);
        expect(again.data?.submitLead).toEqual({ ...first.data!.submitLead!, replayed: true });
      }
      taken.push(variables);
    }

    // The sixth new one is refused, saying when to try again; retries are still answered.
    const sixth = await sendEnquiry(NORTHSIDE, connection, { message: 'No. 6' });
    expect(refusalOf(sixth)).toMatchObject({
      __typename: 'RateLimitedError',
      message: 'Too many enquiries from this connection. Please try again in 10 minutes.',
      scope: 'CONNECTION',
      surge: false,
    });
    const retryAfter = refusalOf(sixth)!.retryAfterSeconds!;
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const retried = await send(NORTHSIDE, taken[4]!, connection);
    expect(retried.data?.submitLead?.replayed).toBe(true);
    // Another shopper's allowance is their own.
    expectAnswered(await sendEnquiry(NORTHSIDE, newConnection()));
  });
});

describe('a flood of addresses (site allowance 200 an hour, then a surge)', () => {
  it('does not shut the site: a fresh shopper is still taken, held for review', async () => {
    const records = platform.records.forSite(platform.site(FLOODED));
    // Before the flood a lead is an ordinary one.
    const before = await sendEnquiry(FLOODED, newConnection());
    const ordinary = await records.lead(before.data!.submitLead!.leadId);
    expect(ordinary).not.toHaveProperty('heldForReview');

    // 45 addresses, each up to its own limit: 225 leads, past the site's 200 an hour.
    const flood = Array.from({ length: 45 }, newConnection);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        flood.map(async (address) => {
          const answer = await sendEnquiry(FLOODED, address);
          expect(answer.errors).toBeUndefined();
          expect([undefined, 'RateLimitedError']).toContain(refusalTypeOf(answer));
        }),
      );
    }

    // A shopper arriving now is taken; the lead is stored, queued for the dealer, held.
    const shopper = newConnection();
    const taken = await sendEnquiry(FLOODED, shopper);
    expectAnswered(taken);
    const leadId = taken.data!.submitLead!.leadId;
    expect(await records.lead(leadId)).toMatchObject({
      heldForReview: { reason: 'surge', note: SURGE_HOLD_NOTE },
    });
    expect((await records.leadDeliveries(leadId)).map((d) => d.status)).toEqual(['pending']);

    // A flood's address past its own limit is refused, saying when to try again.
    const hammer = await sendEnquiry(FLOODED, flood[0]!);
    expect(refusalOf(hammer)).toMatchObject({
      __typename: 'RateLimitedError',
      scope: 'CONNECTION',
    });
    expect(refusalOf(hammer)!.retryAfterSeconds).toBeGreaterThan(0);

    // During the surge a connection gets two leads an hour, not five.
    expectAnswered(await sendEnquiry(FLOODED, shopper));
    const third = await sendEnquiry(FLOODED, shopper);
    expect(refusalOf(third)).toMatchObject({
      __typename: 'RateLimitedError',
      message:
        'This site is receiving a great many enquiries right now, so each connection can send only a few. Please try again in 60 minutes.',
      scope: 'CONNECTION',
      surge: true,
    });
    expect(refusalOf(third)!.retryAfterSeconds).toBeGreaterThan(3590);

    // Another site is not in a surge.
    const elsewhere = await sendEnquiry(NORTHSIDE, newConnection());
    const lead = await platform.records
      .forSite(platform.site(NORTHSIDE))
      .lead(elsewhere.data!.submitLead!.leadId);
    expect(lead).not.toHaveProperty('heldForReview');
  }, 120_000);
});

describe('the form token (one lead each, valid 12 hours, no minimum fill time)', () => {
  const tokenIssue = (response: Parameters<typeof issuesOf>[0]) =>
    issuesOf(response).filter((issue) => issue.startsWith('formToken: '));

  it('is issued by startLeadForm and takes a lead sent the moment the form rendered', async () => {
    clock = TEST_NOW;
    const started = await platform.query<StartAnswer>(platform.hostOf(GUARDED), START_LEAD_FORM);
    const { token, expiresAt } = started.data!.startLeadForm!;
    expect(expiresAt).toBe(new Date(TEST_NOW.getTime() + 12 * 3_600_000).toISOString());
    // A browser that filled the form in, sent at once: a person, taken.
    const variables = submission('general-enquiry', enquiry(GUARDED), { formToken: token });
    expectAnswered(await send(GUARDED, variables, newConnection()));
  });

  it('is taken for one lead: another lead with it is refused and counts for nothing', async () => {
    const connection = newConnection();
    const formToken = formTokenFor(GUARDED);
    const first = submission('general-enquiry', enquiry(GUARDED), { formToken });
    const taken = await send(GUARDED, first, connection);
    expectAnswered(taken);
    // The same submission again (a lost answer, a double click) is answered as the first.
    expect((await send(GUARDED, first, connection)).data?.submitLead).toEqual({
      ...taken.data!.submitLead!,
      replayed: true,
    });
    // A script replaying the token with other details (or another key) is refused, many times.
    for (let i = 0; i < 6; i += 1) {
      const replay = submission('general-enquiry', enquiry(GUARDED, { message: `Spam ${i}` }), {
        formToken,
      });
      expect(tokenIssue(await send(GUARDED, replay, connection))).toEqual([
        'formToken: This form was already used to send an enquiry, so it was not sent twice. We refreshed it and kept your details: to send another enquiry, please send it again.',
      ]);
    }
    // None of those counted: the connection has four leads left of its five.
    for (let i = 0; i < 4; i += 1) {
      expectAnswered(await sendEnquiry(GUARDED, connection, { message: `Fresh ${i}` }));
    }
    expect(refusalTypeOf(await sendEnquiry(GUARDED, connection))).toBe('RateLimitedError');
  });

  it('ignores when the browser says the form opened', async () => {
    const values = enquiry(GUARDED, { startedAt: TEST_NOW.getTime() - 3_600_000 });
    const expired = formTokenFor(GUARDED, TEST_NOW.getTime() - 13 * 3_600_000);
    const variables = submission('general-enquiry', values, { formToken: expired });
    expect(tokenIssue(await send(GUARDED, variables, newConnection()))).toHaveLength(1);
  });

  it('refuses a forged, altered, another site’s, an expired or no token, saying what to do', async () => {
    const good = formTokenFor(GUARDED);
    const [version, slug, issued, nonce] = good.split('.');
    const earlier = (OPENED_AT - 3_600_000).toString(36);
    const tokens = {
      forged: `${version}.${slug}.${issued}.${nonce}.${'A'.repeat(43)}`,
      backdated: `${version}.${slug}.${earlier}.${nonce}.${good.split('.')[4]}`,
      garbage: 'not-a-token',
      otherSite: formTokenFor(NORTHSIDE),
      expired: formTokenFor(GUARDED, TEST_NOW.getTime() - 12 * 3_600_000 - 1),
      missing: null,
    };
    const answers: Record<string, string[]> = {};
    for (const [name, formToken] of Object.entries(tokens)) {
      const variables = submission('general-enquiry', enquiry(GUARDED), { formToken });
      answers[name] = tokenIssue(await send(GUARDED, variables, newConnection()));
    }
    const notIssued =
      'formToken: This form’s security token was not issued by this site (it may be from before the site was updated), so it was not sent on. We refreshed the form and kept your details: please send it again.';
    expect(answers).toEqual({
      forged: [notIssued],
      backdated: [notIssued],
      garbage: [notIssued],
      otherSite: [
        'formToken: This form came from another site’s page, so it was not sent on. We refreshed it for this site and kept your details: please send it again.',
      ],
      expired: [
        'formToken: This form was open for more than 12 hours, so it expired. We refreshed it and kept your details: please send it again.',
      ],
      missing: [
        'formToken: This form was sent without its security token, so it was not sent on. We refreshed the form and kept your details: please send it again.',
      ],
    });
  });
});

describe('the honeypot', () => {
  it('answers a robot as if its lead were sent, naming no field, and keeps nothing', async () => {
    const records = platform.records.forSite(platform.site(GUARDED));
    const eventsBefore = await records.analyticsEvents({});
    const connection = newConnection();
    const values = enquiry(GUARDED, { website: 'http://spam.example' });
    const caught = await send(GUARDED, submission('general-enquiry', values), connection);

    expectAnswered(caught);
    const answer = caught.data!.submitLead!;
    expect(answer).toEqual({
      __typename: 'SubmitLeadPayload',
      leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      replayed: false,
      successPath: `/success?lead=${answer.leadId}`,
      analyticsEventIds: [22],
    });
    expect(JSON.stringify(caught)).not.toContain('website');
    expect(await records.lead(answer.leadId)).toBeNull();
    expect(await records.analyticsEvents({})).toEqual(eventsBefore);
    // Nothing counted: the connection still has its five.
    for (let i = 0; i < 5; i += 1) {
      expectAnswered(await sendEnquiry(GUARDED, connection, { message: `No. ${i}` }));
    }
  });
});

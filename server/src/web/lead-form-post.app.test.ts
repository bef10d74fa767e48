import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { LEAD_FIELD_MESSAGES } from '@forecourt/schema/leads/form-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.js';
import { TEST_FORM_TOKENS } from '../leads/testing/test-form-tokens.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import type { ClientBuild } from './client-build.js';
import { MAX_LEAD_FORM_POST_BYTES } from './lead-form-post.js';
import { chunkedBody, STREAMED } from '../http/testing/chunked-body.js';

/**
 * A lead form posted without JavaScript, through the app: taken as submitLead takes it (stored,
 * then the success page), or the page rendered again with the refusals and what was typed.
 */

const platform = await createTestPlatform(20);
afterAll(() => platform.close());

const rendered: RenderPageOptions[] = [];
const client: ClientBuild = {
  assetsDir: '/nonexistent',
  assets: { scripts: [], styles: [] },
  renderPage: (options) => {
    rendered.push(options);
    return Promise.resolve(
      new Response('<!doctype html><title>page</title>', {
        status: options.status ?? 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    );
  },
};

/** The app, directly or behind that many proxies of ours (X-Forwarded-Proto trusted). */
const appBehind = (trustedProxyHops: number) =>
  createApp({
    registry: platform.registry,
    stockSearch: platform.stockSearch,
    yoga: platform.yoga,
    client,
    formTokens: TEST_FORM_TOKENS,
    trustedProxyHops,
  });
const app = appBehind(0);

const SLUG = 'northside-used-cars';
const SITE = `http://${SLUG}.localhost`;
const PAGE = `${SITE}/contact`;

/** The general enquiry's fields as the server-rendered form posts them. */
function postedEnquiry(more: Record<string, string> = {}): Record<string, string> {
  const site = platform.site(SLUG);
  const sales = site.locations.find((l) => l.visible && l.locationType === 'sales')!;
  const { termsAccepted: _terms, ...contact } = VALID_LEAD_INPUTS['general-enquiry'] as Record<
    string,
    string
  >;
  return {
    _form: 'GENERAL_ENQUIRY',
    _formToken: TEST_FORM_TOKENS.issue(SLUG, TEST_NOW).token,
    _idempotencyKey: crypto.randomUUID(),
    _pageUrl: PAGE,
    _ticks: 'optIn termsAccepted',
    ...contact,
    category: site.config.leadForms.categories[0]!,
    locationId: sales.id,
    // The site has several dealerships, so the form asks which one.
    preferredDealership: sales.dealershipSlug,
    termsAccepted: 'on',
    ...more,
  };
}

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app(
    new Request(`${SITE}/leads/send`, {
      method: 'POST',
      headers: {
        host: `${SLUG}.localhost`,
        origin: SITE,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '192.0.2.10',
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
  );

beforeAll(async () => {
  // The records start on first use: not inside the first test's time.
  await platform.records.forSite(platform.site(SLUG)).lead('none');
}, 60_000);

describe('a lead form posted without JavaScript', () => {
  it('is taken and answered with the success page', async () => {
    const response = await post(postedEnquiry({ message: 'Sent without JavaScript' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/success\?lead=[0-9a-f-]{36}$/);
    const leadId = new URLSearchParams(location.split('?')[1]).get('lead')!;
    const lead = await platform.records.forSite(platform.site(SLUG)).lead(leadId);
    expect(lead).toMatchObject({ message: 'Sent without JavaScript' });
    expect((lead?.payload as { url?: string }).url).toBe(PAGE);
  });

  it('is shown again when refused: each refusal by field, what was typed, a fresh token', async () => {
    const fields = postedEnquiry({ email: 'not an address', optIn: 'on' });
    const response = await post(fields);
    expect(response.status).toBe(422);
    const { request, leadForms } = rendered.at(-1)!;
    expect(request.url).toBe(PAGE);
    expect(request.method).toBe('GET');
    expect(leadForms?.refused).toEqual({
      form: 'GENERAL_ENQUIRY',
      values: expect.objectContaining({
        email: 'not an address',
        name: fields.name,
        optIn: true,
        termsAccepted: true,
      }),
      fields: [{ name: 'email', message: LEAD_FIELD_MESSAGES.emailInvalid }],
      general: [],
    });
    expect(leadForms?.formToken).not.toBe(fields._formToken);
    expect(leadForms?.idempotencyKey).not.toBe(fields._idempotencyKey);
  });

  it('is shown again behind our TLS proxy with the https origin the browser sees', async () => {
    const response = await appBehind(1)(
      new Request(`${SITE}/leads/send`, {
        method: 'POST',
        headers: {
          host: `${SLUG}.localhost`,
          origin: `https://${SLUG}.localhost`,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '192.0.2.10',
          'x-forwarded-proto': 'https',
        },
        body: new URLSearchParams(postedEnquiry({ email: 'not an address' })),
      }),
    );
    expect(response.status).toBe(422);
    expect(rendered.at(-1)!.origin).toBe(`https://${SLUG}.localhost`);
  });

  it('says what to do when its token was used for another lead already', async () => {
    const fields = postedEnquiry();
    expect((await post(fields)).status).toBe(303);
    const again = await post({ ...fields, _idempotencyKey: crypto.randomUUID(), message: 'x' });
    expect(again.status).toBe(422);
    expect(rendered.at(-1)!.leadForms?.refused?.fields).toEqual([
      {
        name: 'formToken',
        message: expect.stringMatching(/^This form was already used to send an enquiry/),
      },
    ]);
  });

  it('is refused from another origin, by another method, or as another kind of body', async () => {
    const crossSite = await post(postedEnquiry(), {
      origin: 'http://coastal-motor-group.localhost',
      'sec-fetch-site': 'same-site',
    });
    expect(crossSite.status).toBe(403);
    const got = await app(new Request(`${SITE}/leads/send`));
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
    const json = await app(
      new Request(`${SITE}/leads/send`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
  });

  it('is refused with 413 when it passes its size unannounced, read no further', async () => {
    const body = chunkedBody(20_000_000);
    const answer = await app(
      new Request(`${SITE}/leads/send`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        body: body.stream,
        ...STREAMED,
      }),
    );
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe(`A lead form is at most ${MAX_LEAD_FORM_POST_BYTES} bytes.`);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_LEAD_FORM_POST_BYTES + 4 * body.chunkBytes);
  });
});

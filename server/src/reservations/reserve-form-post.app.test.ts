import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { LEAD_FIELD_MESSAGES } from '@forecourt/schema/leads/form-messages';
import {
  CAR_HELD_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
} from '@forecourt/schema/reservations/reserve-form-fields';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../accounts/viewer.js';
import { createApp } from '../http/app.js';
import { TEST_FORM_TOKENS } from '../leads/testing/test-form-tokens.js';
import {
  FlexibleReserveRateLimiter,
  RESERVE_STARTS_PER_CONNECTION_PER_HOUR,
} from '../rate-limits/reserve-rate-limiter.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import type { ClientBuild } from '../web/client-build.js';
import type {
  ReservationDesk,
  StartReservationRequest,
  StartReservationResult,
} from './reservation-desk.port.js';
import type { Reservation } from './reservation.types.js';
import { CANCELLED_REFILL_MINUTES, createReserveFormRoute } from './reserve-form-post.js';
import { storedReservation } from './testing/stored-reservation.js';
import { chunkedBody, STREAMED } from '../http/testing/chunked-body.js';

/**
 * The reserve form posted as a plain HTML form, through the app: the desk is a recording stand-in
 * (its own tests live with its implementation), so these tests see exactly what the route asks of
 * it and what the shopper gets back.
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

const started: StartReservationRequest[] = [];
let answer: (request: StartReservationRequest) => Promise<StartReservationResult>;
const desk: ReservationDesk = {
  start: (request) => {
    started.push(request);
    return answer(request);
  },
  byReference: () => Promise.resolve(null),
  handlePaymentEvent: () => Promise.resolve({ outcome: 'ignored' }) as never,
};
let stored: Reservation | null = null;

/** Signed in when the request carries this cookie: enough for the gate. */
const SIGNED_IN_COOKIE = 'test-session=shopper-1';
const viewerOf: ViewerOf = (request) =>
  Promise.resolve(
    request.headers.get('cookie') === SIGNED_IN_COOKIE
      ? { userId: 'user-1', email: 'jo@example.com', phone: null }
      : null,
  );

let rateLimiter: FlexibleReserveRateLimiter;
const app = createApp({
  registry: platform.registry,
  stockSearch: platform.stockSearch,
  yoga: platform.yoga,
  client,
  formTokens: TEST_FORM_TOKENS,
  siteRoutes: [
    createReserveFormRoute({
      desk,
      yoga: platform.yoga,
      client,
      formTokens: TEST_FORM_TOKENS,
      reservationOf: () => Promise.resolve(stored),
      viewerOf,
      rateLimiter: {
        take: (site, address) => rateLimiter.take(site, address),
        close: () => Promise.resolve(),
      },
      clientAddressOf: (request) => request.headers.get('x-test-address') ?? 'unknown',
      log: { error: () => undefined },
      now: () => TEST_NOW,
    }),
  ],
});

// Northside reserves at /buy-online; Coastal at /checkout, and only for signed-in shoppers.
const NORTHSIDE = 'http://northside-used-cars.localhost';
const COASTAL = 'http://coastal-motor-group.localhost';
const SLUG = '2021-toyota-hilux-sr5';
const PAYMENT_URL = 'http://northside-used-cars.localhost/payments/test/session-1';

const DETAILS = {
  firstName: 'Jo',
  lastName: 'Citizen',
  email: 'jo.citizen@example.com',
  phone: '0412345678',
  postcode: '4000',
};

function post(
  site: string,
  path: string,
  fields: Record<string, string> | string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return app(
    new Request(`${site}${path}`, {
      method: 'POST',
      headers: {
        host: new URL(site).host,
        origin: site,
        'content-type': 'application/x-www-form-urlencoded',
        'x-test-address': '192.0.2.10',
        ...headers,
      },
      body:
        typeof fields === 'string' || fields instanceof ReadableStream
          ? fields
          : new URLSearchParams(fields),
      ...STREAMED,
    }),
  );
}

const postDetails = (more: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  post(
    NORTHSIDE,
    `/cars/${SLUG}/buy-online`,
    { idempotencyKey: crypto.randomUUID(), ...DETAILS, ...more },
    headers,
  );

beforeEach(() => {
  started.length = 0;
  rendered.length = 0;
  stored = null;
  rateLimiter = new FlexibleReserveRateLimiter({ keyPrefix: `test-${crypto.randomUUID()}` });
  answer = (request) =>
    Promise.resolve({
      outcome: 'started',
      reservation: storedReservation({ idempotencyKey: request.idempotencyKey }),
      paymentUrl: PAYMENT_URL,
    });
});

describe('the reserve form posted', () => {
  it('starts the reservation with the checked details and sends the shopper to pay', async () => {
    const key = crypto.randomUUID();
    const response = await postDetails({ idempotencyKey: key, firstName: '  Jo ' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAYMENT_URL);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      carSlug: SLUG,
      idempotencyKey: key,
      userId: null,
      origin: NORTHSIDE,
      shopper: { ...DETAILS, firstName: 'Jo', phone: '04 1234 5678' },
    });
    expect(started[0]!.site.config.slug).toBe('northside-used-cars');
  });

  it('shows the page again (422) with every field’s refusal and what was typed', async () => {
    const response = await postDetails({ email: 'not an address', phone: '12', firstName: '' });
    expect(response.status).toBe(422);
    expect(started).toHaveLength(0);
    const { request, leadForms, status } = rendered.at(-1)!;
    expect(status).toBe(422);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe(`/cars/${SLUG}/buy-online`);
    expect(leadForms?.refused).toMatchObject({
      form: 'reserve',
      reason: 'invalid',
      values: { email: 'not an address', phone: '12', lastName: 'Citizen', postcode: '4000' },
      general: [],
    });
    expect(leadForms?.refused?.fields).toEqual(
      expect.arrayContaining([
        { name: 'email', message: LEAD_FIELD_MESSAGES.emailInvalid },
        { name: 'phone', message: LEAD_FIELD_MESSAGES.mobileInvalid },
        { name: 'firstName', message: LEAD_FIELD_MESSAGES.firstNameRequired },
      ]),
    );
  });

  it('refuses a form without its key, or with one no page of ours made, keeping what was typed', async () => {
    for (const key of [undefined, 'k'.repeat(301)]) {
      const fields = key === undefined ? DETAILS : { ...DETAILS, idempotencyKey: key };
      const response = await post(NORTHSIDE, `/cars/${SLUG}/buy-online`, fields);
      expect(response.status).toBe(422);
      expect(rendered.at(-1)!.leadForms?.refused?.values).toMatchObject(DETAILS);
    }
    expect(started).toHaveLength(0);
  });

  it('takes the key the page makes: its UUID with the form’s address', async () => {
    const key = `${crypto.randomUUID()}:reserve:/cars/${'s'.repeat(200)}/buy-online`;
    expect((await postDetails({ idempotencyKey: key })).status).toBe(303);
    expect(started[0]?.idempotencyKey).toBe(key);
  });

  it('takes no form sent from another website', async () => {
    const other = await postDetails({}, { origin: 'http://coastal-motor-group.localhost' });
    expect(other.status).toBe(403);
    const crossSite = await postDetails({}, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toMatch(/another website/);
    expect(started).toHaveLength(0);
  });

  it('refuses bodies that are too large or not a form, with a message and no 5xx', async () => {
    const huge = await postDetails({ lastName: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    // Sent without a length: refused as it passes the limit, read no further.
    const unannounced = chunkedBody(20_000_000);
    expect((await post(NORTHSIDE, `/cars/${SLUG}/buy-online`, unannounced.stream)).status).toBe(
      413,
    );
    expect(unannounced.pulled()).toBeLessThan(1_000_000);
    const json = await post(NORTHSIDE, `/cars/${SLUG}/buy-online`, '{"firstName":"Jo"}', {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/HTML form/);
    expect(started).toHaveLength(0);
  });

  it('never answers bad input with a 5xx', async () => {
    const bodies = [
      '%E0%A4%A',
      'firstName=%00%00&lastName=\u0000',
      'idempotencyKey=' + 'k'.repeat(301) + '&email=a@b.co',
      '&&&===&&',
      'phone[]=1&phone[]=2',
    ];
    for (const body of bodies) {
      const response = await post(NORTHSIDE, `/cars/${SLUG}/buy-online`, body);
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    const multipart = await post(NORTHSIDE, `/cars/${SLUG}/buy-online`, '--x\r\nbroken', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(multipart.status).toBe(400);
  });

  it('tells the shopper kindly when another shopper holds the car (409)', async () => {
    answer = () => Promise.resolve({ outcome: 'carHeld' });
    const response = await postDetails();
    expect(response.status).toBe(409);
    expect(rendered.at(-1)!.leadForms?.refused).toMatchObject({
      reason: 'carHeld',
      general: [CAR_HELD_MESSAGE],
      values: DETAILS,
    });
  });

  it('says why a car cannot be reserved (409)', async () => {
    answer = () => Promise.resolve({ outcome: 'notReservable', reason: 'This car has been sold.' });
    const response = await postDetails();
    expect(response.status).toBe(409);
    expect(rendered.at(-1)!.leadForms?.refused).toMatchObject({
      reason: 'notReservable',
      general: ['This car has been sold.'],
    });
  });

  it('answers 503, nothing charged, with the values kept when payments fail', async () => {
    answer = () => Promise.reject(new Error('provider down'));
    const response = await postDetails();
    expect(response.status).toBe(503);
    expect(rendered.at(-1)!.leadForms?.refused).toMatchObject({
      reason: 'paymentsUnavailable',
      general: [PAYMENTS_UNAVAILABLE_MESSAGE],
      values: DETAILS,
    });
  });

  it(`starts at most ${RESERVE_STARTS_PER_CONNECTION_PER_HOUR} reservations an hour per connection`, async () => {
    for (let i = 0; i < RESERVE_STARTS_PER_CONNECTION_PER_HOUR; i++) {
      expect((await postDetails()).status).toBe(303);
    }
    const refused = await postDetails();
    expect(refused.status).toBe(429);
    expect(rendered.at(-1)!.leadForms?.refused?.general[0]).toMatch(/Too many reservations/);
    expect(started).toHaveLength(RESERVE_STARTS_PER_CONNECTION_PER_HOUR);
    // Another connection is not held back by the first one's starts.
    expect((await postDetails({}, { 'x-test-address': '198.51.100.7' })).status).toBe(303);
  });

  it('does not count a refused form against the limit', async () => {
    for (let i = 0; i < RESERVE_STARTS_PER_CONNECTION_PER_HOUR + 2; i++) {
      expect((await postDetails({ email: 'typo' })).status).toBe(422);
    }
    expect((await postDetails()).status).toBe(303);
  });
});

describe('on a site that gates checkout', () => {
  const path = `/cars/${SLUG}/checkout`;
  const fields = () => ({ idempotencyKey: crypto.randomUUID(), ...DETAILS });

  it('refuses a signed-out post like the gated page: sign in first', async () => {
    const response = await post(COASTAL, path, fields());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, COASTAL);
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('type')).toBe('checkout');
    expect(location.searchParams.get('redirect')).toBe(path);
    expect(started).toHaveLength(0);
  });

  it('takes a signed-in shopper’s post for their account', async () => {
    const response = await post(COASTAL, path, fields(), { cookie: SIGNED_IN_COOKIE });
    expect(response.status).toBe(303);
    expect(started[0]).toMatchObject({ userId: 'user-1', carSlug: SLUG });
  });
});

describe('the reserve page’s addresses', () => {
  const get = (url: string) => app(new Request(url, { headers: { host: new URL(url).host } }));

  it('sends the address the site does not use to the one it does, query kept', async () => {
    const northside = await get(`${NORTHSIDE}/cars/${SLUG}/checkout?utm_source=mail`);
    expect(northside.status).toBe(301);
    expect(northside.headers.get('location')).toBe(`/cars/${SLUG}/buy-online?utm_source=mail`);
    const coastal = await get(`${COASTAL}/cars/${SLUG}/buy-online`);
    expect(coastal.status).toBe(301);
    expect(coastal.headers.get('location')).toBe(`/cars/${SLUG}/checkout`);
  });

  it('fills the form in again after a cancelled payment of this car, with the notice', async () => {
    stored = storedReservation({
      state: 'cancelled',
      carSlug: SLUG,
      endedAt: new Date(TEST_NOW.getTime() - 60_000),
    });
    const response = await get(
      `${NORTHSIDE}/cars/${SLUG}/buy-online?payment=cancelled&reservation=${stored.id}`,
    );
    expect(response.status).toBe(200);
    expect(rendered.at(-1)!.leadForms?.refused).toMatchObject({
      reason: 'cancelled',
      values: {
        firstName: 'Jo',
        lastName: 'Citizen',
        email: 'jo.citizen@example.com',
        phone: '04 1234 5678',
        postcode: '4000',
      },
    });
  });

  it('fills nothing in for another car’s, a live one’s or an old cancelled reservation', async () => {
    const cases = [
      storedReservation({ state: 'cancelled', carSlug: 'another-car', endedAt: TEST_NOW }),
      storedReservation({ state: 'pending', carSlug: SLUG }),
      storedReservation({
        state: 'cancelled',
        carSlug: SLUG,
        endedAt: new Date(TEST_NOW.getTime() - (CANCELLED_REFILL_MINUTES + 1) * 60_000),
      }),
    ];
    for (const reservation of cases) {
      stored = reservation;
      rendered.length = 0;
      await get(
        `${NORTHSIDE}/cars/${SLUG}/buy-online?payment=cancelled&reservation=${reservation.id}`,
      );
      expect(rendered.at(-1)?.leadForms?.refused).toBeUndefined();
    }
  });
});

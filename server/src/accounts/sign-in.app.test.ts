import { afterAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/test-platform.js';
import { createAccountsApp } from './testing/accounts-app.js';
import { chunkedBody, STREAMED } from '../http/testing/chunked-body.js';

/**
 * Signing in through the app (spec 2 §6): codes e-mailed, used once, expiring, killed by wrong
 * tries, replaced by newer ones; sessions in an HttpOnly cookie, rotated, ended by signing out,
 * expiring, and nothing on another site; forms refused from other websites; never a redirect
 * off the site.
 */

const accounts = await createAccountsApp();
afterAll(() => accounts.close());
const { post, get, viewerOf, lastCode, signIn, rendered, sent } = accounts;

/** Records start on the first write. */
const FIRST_WRITE_TIMEOUT_MS = 60_000;
const NORTHSIDE = 'northside-used-cars';
const COASTAL = 'coastal-motor-group';
let shoppers = 0;
const newEmail = () => `shopper-${++shoppers}-${Date.now()}@example.com`;
const lastRefusal = () => rendered.at(-1)?.leadForms?.refused;
const minutesAfter = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

describe('sending a code', () => {
  it(
    'e-mails a 6-digit code and a link to the code step, never putting the address in a URL',
    async () => {
      const email = newEmail();
      const response = await post(NORTHSIDE, '/sign-in', {
        action: 'send-code',
        email: email.toUpperCase(),
        type: 'watchlist',
        redirect: '/cars/x',
      });
      expect(response.status).toBe(303);
      const { code, attempt, to } = lastCode();
      expect(to).toBe(email);
      expect(code).toMatch(/^\d{6}$/);
      const location = response.headers.get('location')!;
      expect(location).toBe(`/sign-in?type=watchlist&redirect=%2Fcars%2Fx&attempt=${attempt}`);
      expect(location).not.toContain('example.com');
      expect(String(sent.at(-1)!.text)).toContain(
        `https://${NORTHSIDE}.example/sign-in?type=watchlist&redirect=%2Fcars%2Fx&attempt=${attempt}&code=${code}`,
      );
    },
    FIRST_WRITE_TIMEOUT_MS,
  );

  it('refuses an address that is not one, keeping what was typed', async () => {
    const response = await post(NORTHSIDE, '/sign-in', { action: 'send-code', email: 'jo@' });
    expect(response.status).toBe(422);
    expect(lastRefusal()).toMatchObject({
      form: 'sign-in',
      values: { email: 'jo@' },
      fields: [{ name: 'email', message: 'Enter an e-mail address like name@example.com.' }],
    });
  });

  it('shows the refused form at the origin the browser sees behind our TLS proxy', async () => {
    const response = await post(
      NORTHSIDE,
      '/sign-in',
      { action: 'send-code', email: 'jo@' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(422);
    expect(rendered.at(-1)?.origin).toBe(`https://${NORTHSIDE}.localhost`);
  });

  it('sends one address at most 5 codes an hour, saying how long to wait', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await post(NORTHSIDE, '/sign-in', { action: 'send-code', email })).status).toBe(303);
    }
    const refused = await post(NORTHSIDE, '/sign-in', { action: 'send-code', email });
    expect(refused.status).toBe(422);
    expect(lastRefusal()?.general[0]).toMatch(/several codes already.*in \d+ minutes/);
  });

  it('takes at most 20 codes an hour from one connection, whatever the addresses', async () => {
    const connection = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 20; i++) {
      const sent = await post(NORTHSIDE, '/sign-in', { email: newEmail() }, connection);
      expect(sent.status).toBe(303);
    }
    const refused = await post(NORTHSIDE, '/sign-in', { email: newEmail() }, connection);
    expect(refused.status).toBe(422);
    expect(lastRefusal()?.general[0]).toMatch(/from your connection/);
    // Another connection is not held back by it.
    expect((await post(NORTHSIDE, '/sign-in', { email: newEmail() })).status).toBe(303);
  });
});

describe('signing in with the code', () => {
  it('starts a session in an HttpOnly, Secure, SameSite=Lax cookie; GraphQL sees the shopper', async () => {
    const email = newEmail();
    const { response, cookie, setCookie } = await signIn(NORTHSIDE, email, {
      type: 'watchlist',
      redirect: '/cars/x',
    });
    expect(response.status).toBe(303);
    // No mobile yet: the phone step next, still headed for the target.
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&step=phone',
    );
    expect(setCookie).toMatch(/^forecourt_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const { response: answer, viewer } = await viewerOf(NORTHSIDE, cookie);
    expect(viewer).toEqual({ email, phone: null });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes a code once only', async () => {
    const email = newEmail();
    await signIn(NORTHSIDE, email);
    const { code, attempt } = lastCode();
    const again = await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code });
    expect(again.status).toBe(422);
    expect(again.headers.get('set-cookie') ?? '').not.toContain('forecourt_session');
    expect(lastRefusal()?.fields[0]).toMatchObject({ name: 'code', message: /expired/ });
  });

  it('refuses a code after its 10 minutes', async () => {
    await post(NORTHSIDE, '/sign-in', { action: 'send-code', email: newEmail() });
    const { code, attempt } = lastCode();
    accounts.setClock(minutesAfter(10));
    const late = await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code });
    accounts.setClock(TEST_NOW);
    expect(late.status).toBe(422);
    expect(lastRefusal()?.fields[0]?.message).toMatch(/expired/);
  });

  it('kills a code after 5 wrong tries, counting down the tries left', async () => {
    await post(NORTHSIDE, '/sign-in', { action: 'send-code', email: newEmail() });
    const { code, attempt } = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code: wrong });
      expect(lastRefusal()?.fields[0]?.message).toContain(
        `(${left} ${left === 1 ? 'try' : 'tries'} left)`,
      );
      expect(lastRefusal()?.values).toEqual({ code: wrong });
    }
    await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code: wrong });
    expect(lastRefusal()?.fields[0]?.message).toMatch(/Too many wrong codes/);
    const right = await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code });
    expect(right.status).toBe(422);
    expect(lastRefusal()?.fields[0]?.message).toMatch(/Too many wrong codes/);
  });

  it('replaces an older code with a new one ("Send a new code")', async () => {
    await post(NORTHSIDE, '/sign-in', { action: 'send-code', email: newEmail() });
    const older = lastCode();
    const resent = await post(NORTHSIDE, '/sign-in', {
      action: 'new-code',
      attempt: older.attempt,
    });
    expect(resent.status).toBe(303);
    const newer = lastCode();
    expect(resent.headers.get('location')).toBe(`/sign-in?attempt=${newer.attempt}&resent=1`);
    expect(newer.attempt).not.toBe(older.attempt);
    const old = await post(NORTHSIDE, '/sign-in', {
      action: 'sign-in',
      attempt: older.attempt,
      code: older.code,
    });
    expect(old.status).toBe(422);
    const ok = await post(NORTHSIDE, '/sign-in', {
      action: 'sign-in',
      attempt: newer.attempt,
      code: newer.code,
    });
    expect(ok.status).toBe(303);
  });

  it('refuses a code that is not 6 digits without counting it', async () => {
    await post(NORTHSIDE, '/sign-in', { action: 'send-code', email: newEmail() });
    const { attempt } = lastCode();
    await post(NORTHSIDE, '/sign-in', { action: 'sign-in', attempt, code: '12ab' });
    expect(lastRefusal()?.fields[0]?.message).toBe('Enter the 6-digit code from the e-mail.');
  });
});

describe('sessions', () => {
  it('are nothing on another site: the cookie of one site is a visitor on another', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    expect((await viewerOf(NORTHSIDE, cookie)).viewer).not.toBeNull();
    expect((await viewerOf(COASTAL, cookie)).viewer).toBeNull();
    const gated = await get(COASTAL, '/my-garage', { cookie });
    expect(gated.status).toBe(302);
  });

  it('expire after the site’s days', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    accounts.setClock(minutesAfter(30 * 24 * 60 - 1));
    expect((await viewerOf(NORTHSIDE, cookie)).viewer).not.toBeNull();
    accounts.setClock(minutesAfter(30 * 24 * 60));
    expect((await viewerOf(NORTHSIDE, cookie)).viewer).toBeNull();
    accounts.setClock(TEST_NOW);
  });

  it('rotate at each sign-in: the browser’s previous session ends', async () => {
    const email = newEmail();
    const first = await signIn(NORTHSIDE, email);
    const second = await signIn(NORTHSIDE, email, {}, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await viewerOf(NORTHSIDE, first.cookie)).viewer).toBeNull();
    expect((await viewerOf(NORTHSIDE, second.cookie)).viewer?.email).toBe(email);
  });

  it('end at sign-out, which clears the cookie and goes home', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    const out = await post(NORTHSIDE, '/sign-out', { redirect: '/' }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toMatch(/^forecourt_session=; Max-Age=0/);
    expect((await viewerOf(NORTHSIDE, cookie)).viewer).toBeNull();
  });
});

describe('the forms refuse other websites and never redirect off the site', () => {
  it('refuses a cross-origin post (no sign-in, no sign-out)', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await post(NORTHSIDE, '/sign-in', { email: newEmail() }, evil)).status).toBe(403);
    const sibling = { origin: `http://${COASTAL}.localhost` };
    expect((await post(NORTHSIDE, '/sign-out', {}, sibling)).status).toBe(403);
    const fetchSite = { 'sec-fetch-site': 'cross-site' };
    expect((await post(NORTHSIDE, '/account/phone', {}, fetchSite)).status).toBe(403);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example'])(
    'sends redirect=%s home instead',
    async (redirect) => {
      const { cookie } = await signIn(NORTHSIDE, newEmail(), { redirect });
      const phone = await post(
        NORTHSIDE,
        '/account/phone',
        { phone: '0412 345 678', redirect },
        { cookie },
      );
      expect(phone.headers.get('location')).toBe('/');
      const out = await post(NORTHSIDE, '/sign-out', { redirect }, { cookie });
      expect(out.headers.get('location')).toBe('/');
    },
  );
});

describe('the phone step', () => {
  it('keeps an Australian mobile in E.164 and goes on to the target', async () => {
    const email = newEmail();
    const { cookie } = await signIn(NORTHSIDE, email, { type: 'watchlist', redirect: '/cars/x' });
    const saved = await post(
      NORTHSIDE,
      '/account/phone',
      { phone: '0412 345 678', type: 'watchlist', redirect: '/cars/x' },
      { cookie },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/cars/x');
    expect((await viewerOf(NORTHSIDE, cookie)).viewer).toEqual({ email, phone: '+61412345678' });
    // With a mobile, the next sign-in goes straight to the target.
    const again = await signIn(NORTHSIDE, email, { redirect: '/cars/x' }, cookie);
    expect(again.response.headers.get('location')).toBe('/cars/x');
  });

  it('refuses a landline under its field, keeping what was typed', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    const refused = await post(NORTHSIDE, '/account/phone', { phone: '02 9876 5432' }, { cookie });
    expect(refused.status).toBe(422);
    expect(lastRefusal()).toMatchObject({
      form: 'account-phone',
      values: { phone: '02 9876 5432' },
      fields: [{ name: 'phone', message: /Australian mobile/ }],
    });
  });

  it('sends a visitor without a session to sign in', async () => {
    const response = await post(NORTHSIDE, '/account/phone', { phone: '0412 345 678' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in');
  });
});

describe('gated pages', () => {
  it('send a signed-out visitor to sign in with the page as the target and the referer as back', async () => {
    const response = await get(NORTHSIDE, '/sell-my-car?from=menu', {
      referer: `http://${NORTHSIDE}.localhost/cars/x`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=sell-my-car&redirect=%2Fsell-my-car%3Ffrom%3Dmenu&back=%2Fcars%2Fx',
    );
  });

  it('never take another website as back', async () => {
    const response = await get(NORTHSIDE, '/trade-in', { referer: 'https://evil.example/x' });
    expect(response.headers.get('location')).toBe('/sign-in?type=trade-in&redirect=%2Ftrade-in');
  });

  it('show a signed-in shopper the page, and gate only the site’s own values', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    const page = await get(NORTHSIDE, '/sell-my-car', { cookie });
    expect(page.status).not.toBe(302);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // Northside does not gate my-garage.
    expect((await get(NORTHSIDE, '/my-garage')).status).not.toBe(302);
  });

  it('send a signed-in shopper opening /sign-in on to the target', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    const response = await get(NORTHSIDE, '/sign-in?type=trade-in&redirect=/trade-in', { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/trade-in');
    // Without a mobile, the phone step stays open to them.
    const phoneStep = await get(NORTHSIDE, '/sign-in?step=phone', { cookie });
    expect(phoneStep.status).toBe(200);
  });

  it('send a signed-in shopper without a mobile, sent to sign in for the watchlist, to the phone step', async () => {
    const { cookie } = await signIn(NORTHSIDE, newEmail());
    const response = await get(NORTHSIDE, '/sign-in?type=watchlist&redirect=/cars/x', { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&step=phone',
    );
  });
});

describe('bad input is a clear 4xx, never a 5xx', () => {
  const raw = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
    accounts.app(
      new Request(`http://${NORTHSIDE}.localhost${path}`, {
        ...init,
        headers: { origin: `http://${NORTHSIDE}.localhost`, ...init.headers },
      }),
    );

  it('answers GET /sign-out with 405', async () => {
    expect((await raw('/sign-out', { method: 'GET' })).status).toBe(405);
  });

  it('refuses a body that is not a form (415), too large (413) or unreadable (400)', async () => {
    const json = await raw('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com"}',
    });
    expect(json.status).toBe(415);
    const large = await raw('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(20_000)}`,
    });
    expect(large.status).toBe(413);
    const unannounced = chunkedBody(20_000_000);
    const streamed = await raw('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: unannounced.stream,
      ...STREAMED,
    });
    expect(streamed.status).toBe(413);
    expect(unannounced.pulled()).toBeLessThan(1_000_000);
    const broken = await raw('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nnot a part',
    });
    expect(broken.status).toBe(400);
  });

  it('takes a made-up attempt or session cookie as nothing', async () => {
    const made = await post(NORTHSIDE, '/sign-in', {
      action: 'sign-in',
      attempt: "x' or 1=1 --",
      code: '123456',
    });
    expect(made.status).toBe(422);
    const resend = await post(NORTHSIDE, '/sign-in', { action: 'new-code', attempt: 'nope' });
    expect(resend.status).toBe(422);
    expect(lastRefusal()?.general[0]).toMatch(/expired/);
    expect((await viewerOf(NORTHSIDE, 'forecourt_session=%E0%A4%A')).viewer).toBeNull();
    expect((await viewerOf(NORTHSIDE, `forecourt_session=${'A'.repeat(43)}`)).viewer).toBeNull();
  });
});

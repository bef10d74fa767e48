import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import type { SendMailOptions } from 'nodemailer';
import { createApp } from '../../http/app.js';
import { TEST_FORM_TOKENS } from '../../leads/testing/test-form-tokens.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import type { ClientBuild } from '../../web/client-build.js';
import { FlexibleSignInRateLimiter } from '../sign-in-rate-limiter.js';

/**
 * The app with shopper accounts, for tests: the demo sites, a clock the test moves, the e-mails
 * it would send kept in `sent`, and a stand-in web client that records what each page was
 * rendered with (a refused form's values and refusals).
 */
export async function createAccountsApp() {
  let clock = TEST_NOW;
  const platform = await createTestPlatform(10, undefined, { now: () => clock });
  const rendered: RenderPageOptions[] = [];
  const sent: SendMailOptions[] = [];
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
  const rateLimiter = new FlexibleSignInRateLimiter();
  const app = createApp({
    registry: platform.registry,
    stockSearch: platform.stockSearch,
    yoga: platform.yoga,
    client,
    formTokens: TEST_FORM_TOKENS,
    trustedProxyHops: 1,
    accounts: {
      recordsOf: (site) => platform.records.forSite(site),
      send: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
      origin: (site) => `https://${site.config.slug}.example`,
      rateLimiter,
      now: () => clock,
      production: true,
    },
  });

  const originOf = (slug: string) => `http://${slug}.localhost`;
  // Each post comes from a connection of its own unless a test says otherwise, so the
  // per-connection limit only counts where a test means it to.
  let connections = 0;
  const newConnection = () => `198.51.${Math.floor(++connections / 250)}.${connections % 250}`;

  /** Posts a sign-in form from the site's own page (or with `headers` overriding that). */
  const post = (
    slug: string,
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app(
      new Request(`${originOf(slug)}${path}`, {
        method: 'POST',
        headers: {
          origin: originOf(slug),
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newConnection(),
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
    );

  const get = (slug: string, path: string, headers: Record<string, string> = {}) =>
    app(new Request(`${originOf(slug)}${path}`, { headers }));

  /** The viewer GraphQL answers the request's cookie with. */
  const viewerOf = async (slug: string, cookie: string) => {
    const response = await app(
      new Request(`${originOf(slug)}/graphql`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
        body: JSON.stringify({ query: '{ viewer { email phone } }' }),
      }),
    );
    const body = (await response.json()) as {
      data?: { viewer: { email: string; phone: string | null } | null };
    };
    return { response, viewer: body.data?.viewer ?? null };
  };

  /** The code the last e-mail carried, and its attempt (from the link). */
  const lastCode = () => {
    const message = sent.at(-1)!;
    const text = String(message.text);
    return {
      code: /sign-in code is (\d{6})/.exec(text)![1]!,
      attempt: /attempt=([0-9a-f-]{36})/.exec(text)![1]!,
      to: message.to,
    };
  };

  /** Asks for a code and signs in with it: the session cookie (name=value) and the response. */
  const signIn = async (
    slug: string,
    email: string,
    fields: Record<string, string> = {},
    cookie = '',
  ) => {
    await post(slug, '/sign-in', { action: 'send-code', email, ...fields });
    const { code, attempt } = lastCode();
    const response = await post(
      slug,
      '/sign-in',
      { action: 'sign-in', attempt, code, ...fields },
      cookie ? { cookie } : {},
    );
    const setCookie = response.headers.get('set-cookie') ?? '';
    return { response, cookie: setCookie.split(';')[0]!, setCookie };
  };

  return {
    app,
    platform,
    rendered,
    sent,
    post,
    get,
    viewerOf,
    lastCode,
    signIn,
    setClock: (at: Date) => {
      clock = at;
    },
    close: () => Promise.all([platform.close(), rateLimiter.close()]),
  };
}

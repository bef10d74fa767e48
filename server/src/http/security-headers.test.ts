import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/test-platform.js';
import type { ClientBuild } from '../web/client-build.js';
import { createForecourtYoga } from '../yoga.js';
import { createApp } from './app.js';
import { CSP_HEADER } from './content-security-policy.js';
import {
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  servedOverTls,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.js';

const platform = await createTestPlatform(20);
afterAll(() => platform.close());

/** A client build whose renderer writes the nonce it was given into the page, as React does. */
const rendered: RenderPageOptions[] = [];
const client: ClientBuild = {
  assetsDir: '/nonexistent',
  assets: { scripts: ['/assets/entry.js'], styles: ['/assets/style.css'] },
  renderPage: (options) => {
    rendered.push(options);
    return Promise.resolve(
      new Response(`<!doctype html><script nonce="${options.nonce}">boot()</script>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    );
  },
};

const appOf = (graphiql: boolean, trustedProxyHops = 0) =>
  createApp({
    registry: platform.registry,
    stockSearch: platform.stockSearch,
    yoga: createForecourtYoga({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      records: platform.records,
      graphiql,
      arbitraryDocuments: 'always',
    }),
    client,
    trustedProxyHops,
  });
const app = appOf(false);
const SITE = 'http://northside-used-cars.localhost';

describe('a rendered page', () => {
  it('carries a CSP whose script nonce is the one its scripts were rendered with', async () => {
    const response = await app(new Request(`${SITE}/search/used-cars`));
    const policy = response.headers.get(CSP_HEADER) ?? '';
    const { nonce } = rendered.at(-1)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await response.text()).toContain(`<script nonce="${nonce}">`);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'self'");
  });

  it('gets a new nonce every time', async () => {
    const policies = new Set<string | null>();
    for (let i = 0; i < 5; i++) {
      const response = await app(new Request(`${SITE}/finance`));
      policies.add(response.headers.get(CSP_HEADER));
    }
    expect(policies.size).toBe(5);
  });

  it('allows images from the site’s image CDN when it has one', async () => {
    const site = platform.site('northside-used-cars');
    const original = site.config.images.cdnOrigin;
    site.config.images.cdnOrigin = 'https://images.example-cdn.net';
    try {
      const response = await app(new Request(`${SITE}/finance`));
      expect(response.headers.get(CSP_HEADER)).toContain(
        "img-src 'self' data: https://images.example-cdn.net;",
      );
    } finally {
      site.config.images.cdnOrigin = original;
    }
  });

  it('gives a new browser a visitor cookie that is HttpOnly and SameSite=Lax', async () => {
    const cookie = (await app(new Request(`${SITE}/finance`))).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('every answer', () => {
  const answers = () => [
    app(new Request(`${SITE}/finance`)),
    app(new Request(`${SITE}/graphql?query=${encodeURIComponent('{ site { name } }')}`)),
    app(new Request(`${SITE}/media/site/logo`)),
    app(new Request(`${SITE}/no-such-thing.txt`, { method: 'POST' })),
    app(new Request('http://nowhere.example/finance')),
    app(new Request(`${SITE}/healthz`)),
  ];

  it('says nosniff, its referrer policy and its permissions policy', async () => {
    for (const response of await Promise.all(answers())) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps the page policy to pages: GraphQL answers and GraphiQL carry none', async () => {
    const [, graphql] = await Promise.all(answers());
    expect(graphql!.headers.get(CSP_HEADER)).toBeNull();
    const graphiql = await appOf(true)(
      new Request(`${SITE}/graphql`, { headers: { accept: 'text/html' } }),
    );
    expect(graphiql.headers.get('content-type')).toContain('text/html');
    expect(graphiql.headers.get(CSP_HEADER)).toBeNull();
    // GraphiQL runs in a browser: its requests carry the CSRF header.
    expect(await graphiql.text()).toContain(`"${CSRF_HEADER}":"${CSRF_HEADER_VALUE}"`);
  });
});

describe('HSTS', () => {
  it('is sent over https', async () => {
    const response = await app(new Request('https://northside-used-cars.localhost/finance'));
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('believes X-Forwarded-Proto only from trusted proxies', async () => {
    const forwarded = new Request(`${SITE}/finance`, { headers: { 'x-forwarded-proto': 'https' } });
    expect((await app(forwarded)).headers.get('strict-transport-security')).toBeNull();
    const behindProxy = appOf(false, 1);
    expect((await behindProxy(forwarded)).headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
  });
});

describe('servedOverTls', () => {
  const via = (proto: string) =>
    new Request('http://site.localhost/', { headers: { 'x-forwarded-proto': proto } });

  it('reads the scheme our outermost proxy saw, not one the client wrote before it', () => {
    // The client wrote "https"; our one proxy appended the "http" it really received.
    expect(servedOverTls(via('https, http'), 1)).toBe(false);
    expect(servedOverTls(via('http, https'), 1)).toBe(true);
    expect(servedOverTls(via('https'), 2)).toBe(true);
    expect(servedOverTls(via('https'), 0)).toBe(false);
    expect(servedOverTls(new Request('http://site.localhost/'), 1)).toBe(false);
  });
});

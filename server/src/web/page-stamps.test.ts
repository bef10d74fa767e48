import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import {
  FORM_TOKEN_PLACEHOLDER,
  IDEMPOTENCY_KEY_PLACEHOLDER,
  NONCE_PLACEHOLDER,
  PageStamps,
  StampablePage,
} from './page-stamps.js';

const site = { config: { slug: 'a-site' } } as Site;
const formTokens = { issue: () => ({ token: 'token-1' }) } as never;

const pageOf = (html: string) =>
  new StampablePage(Buffer.from(html), new PageStamps(site, formTokens));

const html = (price: string) =>
  `<html><script nonce="${NONCE_PLACEHOLDER}"></script><p>Drive away — ${price}</p>` +
  `<input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}">` +
  `<input name="key" value="${IDEMPOTENCY_KEY_PLACEHOLDER}"><b nonce="${NONCE_PLACEHOLDER}">é</b></html>`;

describe('StampablePage', () => {
  it('sends the page with each response’s own stamps in place of the placeholders', () => {
    const page = pageOf(html('$21,990'));
    const stamps = new PageStamps(site, formTokens);
    const sent = gunzipSync(page.gzipped(stamps)).toString();
    expect(sent).toBe(
      `<html><script nonce="${stamps.nonce}"></script><p>Drive away — $21,990</p>` +
        `<input name="formToken" value="token-1">` +
        `<input name="key" value="${stamps.stampOf('k')}"><b nonce="${stamps.nonce}">é</b></html>`,
    );
    expect(page.plain(stamps).toString()).toBe(sent);
    const other = new PageStamps(site, formTokens);
    expect(gunzipSync(page.gzipped(other)).toString()).toContain(`nonce="${other.nonce}"`);
    expect(other.nonce).not.toBe(stamps.nonce);
  });

  it('has an ETag that is the same for the same page and differs when the page does', () => {
    const page = pageOf(html('$21,990'));
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageOf(html('$21,990')).etag).toBe(page.etag);
    expect(pageOf(html('$20,990')).etag).not.toBe(page.etag);
    // The same text with a stamp of another kind is another page.
    const swapped = html('$21,990').replace(FORM_TOKEN_PLACEHOLDER, IDEMPOTENCY_KEY_PLACEHOLDER);
    expect(pageOf(swapped).etag).not.toBe(page.etag);
  });

  it('sends a stamp of another length than the page was kept for as it is', () => {
    const page = pageOf(html('$21,990'));
    const longer = { issue: () => ({ token: 'a-longer-token-2' }) } as never;
    const stamps = new PageStamps(site, longer);
    const sent = gunzipSync(page.gzipped(stamps)).toString();
    expect(sent).toContain('<input name="formToken" value="a-longer-token-2">');
    expect(sent).toContain(`<b nonce="${stamps.nonce}">é</b></html>`);
  });

  it('keeps a page without placeholders whole', () => {
    const page = pageOf('<p>No forms here</p>');
    expect(page.plain(new PageStamps(site, undefined)).toString()).toBe('<p>No forms here</p>');
  });
});

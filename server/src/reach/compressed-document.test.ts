import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDocument, documentResponse } from './compressed-document.js';

const HEADERS = { contentType: 'application/xml; charset=utf-8', cacheControl: 'public' };
const parts = [
  '<?xml version="1.0"?>\n<list>\n',
  ...Array.from({ length: 50 }, (_, i) => `<i>${i}</i>\n`),
  '</list>\n',
];
const text = parts.join('');
const url = 'http://site.localhost/feed.xml';
const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request(url, { method, headers });

describe('compressDocument', () => {
  it('keeps the parts gzipped, in order, tagged by the text whatever its parts', async () => {
    const document = await compressDocument(parts);
    expect(gunzipSync(document.gzip).toString()).toBe(text);
    expect(document.gzip.byteLength).toBeLessThan(Buffer.byteLength(text));
    expect(document.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await compressDocument([text])).etag).toBe(document.etag);
    expect((await compressDocument([`${text} `])).etag).not.toBe(document.etag);
  });

  it('lets other work run between its parts', async () => {
    const made: string[] = [];
    function* logged() {
      for (const part of parts) {
        made.push('part');
        yield part;
      }
    }
    const done = compressDocument(logged());
    setImmediate(() => made.push('other request'));
    await done;
    const other = made.indexOf('other request');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(made.length - 1);
  });
});

describe('documentResponse', () => {
  it('sends the kept gzip to a client that takes gzip', async () => {
    const document = await compressDocument(parts);
    const response = documentResponse(
      request({ 'accept-encoding': 'br, gzip' }),
      document,
      HEADERS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe(HEADERS.contentType);
    expect(response.headers.get('cache-control')).toBe(HEADERS.cacheControl);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it.each([[{}], [{ 'accept-encoding': 'gzip;q=0, identity' }], [{ 'accept-encoding': 'br' }]])(
    'sends the text to a client that takes no gzip (%j)',
    async (headers) => {
      const response = documentResponse(request(headers), await compressDocument(parts), HEADERS);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(text);
    },
  );

  it('answers a current copy with 304 in either encoding, and HEAD without a body', async () => {
    const document = await compressDocument(parts);
    for (const encoding of ['gzip', 'identity']) {
      const notModified = documentResponse(
        request({ 'accept-encoding': encoding, 'if-none-match': document.etag }),
        document,
        HEADERS,
      );
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(document.etag);
      const head = documentResponse(
        request({ 'accept-encoding': encoding }, 'HEAD'),
        document,
        HEADERS,
      );
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
    }
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServerAdapter } from '@whatwg-node/server';
import { describe, expect, it } from 'vitest';
import { useTextCompression } from './compress-response.js';
import { type CompressedForms, keepCompressedForms } from './kept-compression.js';

const page = '<!DOCTYPE html><p>' + 'Toyota Corolla '.repeat(500) + '</p>';
const request = (acceptEncoding?: string) =>
  new Request('http://site.localhost/search/used-cars', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const html = (body = page) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** What the server sends for `request` when the app answers `response`. */
const compressResponse = (sent: Request, response: Response) =>
  createServerAdapter(() => response, { plugins: [useTextCompression()] }).fetch(sent);

describe('useTextCompression', () => {
  it('gzips a page for a browser that accepts gzip, and the body inflates back', async () => {
    const response = await compressResponse(request('gzip, deflate, br'), html());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it('sends a page in brotli to a client that takes brotli and refuses gzip', async () => {
    const response = await compressResponse(request('gzip;q=0, br'), html());
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('keeps gzip for a browser that weighs both alike', async () => {
    const response = await compressResponse(request('br, gzip'), html());
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves a page alone for a client that refuses every coding we send', async () => {
    const response = await compressResponse(request('gzip;q=0, br;q=0, deflate'), html());
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(page);
  });

  it('gzips a script with the adapter’s encoder, brotli accepted or not', async () => {
    const script = new Response(page, { headers: { 'content-type': 'text/javascript' } });
    const response = await compressResponse(request('gzip, deflate, br'), script);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it('leaves the answer alone without gzip in accept-encoding', async () => {
    const response = await compressResponse(request(), html());
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(page);
  });

  it('leaves binary and tiny answers alone', async () => {
    const png = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } });
    expect(
      (await compressResponse(request('gzip'), png)).headers.get('content-encoding'),
    ).toBeNull();
    const tiny = new Response('ok', {
      headers: { 'content-type': 'text/plain', 'content-length': '2' },
    });
    expect(
      (await compressResponse(request('gzip'), tiny)).headers.get('content-encoding'),
    ).toBeNull();
  });

  describe('an answer of a known length (a GraphQL result)', () => {
    const json = JSON.stringify({
      data: {
        cars: Array.from({ length: 200 }, (_, i) => ({ make: 'Toyota', model: 'Corolla', i })),
      },
    });
    const result = () => {
      const headers = new Headers({
        'content-type': 'application/graphql-response+json; charset=utf-8',
        'content-length': String(Buffer.byteLength(json)),
      });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response(json, { headers });
    };

    it('is compressed whole, with its compressed length and every header it had', async () => {
      const response = await compressResponse(request('gzip, br'), result());
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(bytes.length).toBeLessThan(json.length / 5);
      expect(gunzipSync(bytes).toString()).toBe(json);
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    });

    it('is compressed whole in brotli for a client that refuses gzip', async () => {
      const response = await compressResponse(request('gzip;q=0, br'), result());
      expect(response.headers.get('content-encoding')).toBe('br');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(brotliDecompressSync(bytes).toString()).toBe(json);
    });

    it('a kept answer is compressed once, then sent in the form kept for it', async () => {
      const forms: CompressedForms = {};
      const kept = () => {
        const response = result();
        keepCompressedForms(response, forms);
        return response;
      };
      const first = await compressResponse(request('gzip'), kept());
      const firstBytes = Buffer.from(await first.arrayBuffer());
      expect(gunzipSync(firstBytes).toString()).toBe(json);
      expect(forms.gzip).toEqual(firstBytes);

      const again = kept();
      const second = await compressResponse(request('gzip'), again);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
      expect(second.headers.get('content-length')).toBe(String(firstBytes.length));
      // Sent from the kept form: the answer's own body was not even read.
      expect(again.bodyUsed).toBe(false);
      expect(forms.br).toBeUndefined();
    });

    it('a kept form is not sent for a body of another length', async () => {
      const forms: CompressedForms = { byteLength: 12, gzip: Buffer.from('not this') };
      const response = result();
      keepCompressedForms(response, forms);
      const sent = await compressResponse(request('gzip'), response);
      expect(gunzipSync(Buffer.from(await sent.arrayBuffer())).toString()).toBe(json);
      expect(forms.gzip).toEqual(Buffer.from('not this'));
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoFetchError, type PhotoFetchFailure } from '../../media/photo-fetcher.port.js';
import { HttpPhotoFetcher } from './http-photo-fetcher.js';

/** A local photo host: each path answers as a real (or broken) dealer photo server would. */
let server: Server;
let base: string;
let port: number;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/car.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else if (path === '/moved.jpg') {
      response.writeHead(302, { location: '/car.jpg' }).end();
    } else if (path === '/to-elsewhere.jpg') {
      // 127.0.0.2 is loopback too, but not among the addresses this test allows.
      response.writeHead(301, { location: `http://127.0.0.2:${port}/car.jpg` }).end();
    } else if (path === '/loop.jpg') {
      response.writeHead(302, { location: '/loop.jpg' }).end();
    } else if (path === '/page.jpg') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    } else if (path === '/drawing.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    } else if (path === '/huge-declared.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '5000000' });
      response.end(Buffer.alloc(5_000_000));
    } else if (path === '/huge-streamed.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(Buffer.alloc(300_000));
    } else if (path === '/slow.jpg') {
      // Headers at once, then a body that never finishes.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write(jpeg.subarray(0, 10));
    } else if (path === '/silent.jpg') {
      // Never answers at all.
    } else if (path === '/error.jpg') {
      response.writeHead(500).end('boom');
    } else {
      response.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetcher = () =>
  new HttpPhotoFetcher({ allowedAddresses: ['127.0.0.1'], timeoutMs: 400, maxBytes: 200_000 });

async function failure(url: string, photos = fetcher()): Promise<[PhotoFetchFailure, string]> {
  const error = await photos.fetchPhoto(url).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PhotoFetchError)) throw new Error(`expected a PhotoFetchError: ${error}`);
  return [error.failure, error.message];
}

describe('HttpPhotoFetcher', () => {
  it('downloads a JPEG with its type', async () => {
    const photo = await fetcher().fetchPhoto(`${base}/car.jpg`);
    expect(photo.contentType).toBe('image/jpeg');
    expect(Buffer.from(photo.bytes).equals(jpeg)).toBe(true);
  });

  it('follows a redirect on the same allowed host', async () => {
    const photo = await fetcher().fetchPhoto(`${base}/moved.jpg`);
    expect(photo.bytes.byteLength).toBe(jpeg.byteLength);
  });

  it('refuses a redirect to a private address it was not allowed', async () => {
    expect((await failure(`${base}/to-elsewhere.jpg`))[0]).toBe('refused');
  });

  it('refuses a redirect loop after its limit', async () => {
    expect(await failure(`${base}/loop.jpg`)).toEqual(['refused', 'redirected more than 3 times']);
  });

  it('refuses loopback and private addresses by default', async () => {
    const strict = new HttpPhotoFetcher({ timeoutMs: 400 });
    expect(await failure(`${base}/car.jpg`, strict)).toEqual([
      'refused',
      'points at a private network address',
    ]);
    expect((await failure('http://169.254.169.254/latest/meta-data', strict))[0]).toBe('refused');
    expect((await failure('http://localhost:1/car.jpg', strict))[0]).toBe('refused');
  });

  it('refuses other protocols and addresses with credentials', async () => {
    expect(await failure('file:///etc/passwd')).toEqual([
      'refused',
      'uses file:, not http or https',
    ]);
    expect((await failure('ftp://example.com/a.jpg'))[0]).toBe('refused');
    expect((await failure(`http://user:secret@127.0.0.1:${port}/car.jpg`))[0]).toBe('refused');
    expect((await failure('not a url'))[0]).toBe('refused');
  });

  it('reports a missing photo and a failing host', async () => {
    expect(await failure(`${base}/gone.jpg`)).toEqual(['not-found', 'answered HTTP 404']);
    expect(await failure(`${base}/error.jpg`)).toEqual(['http-error', 'answered HTTP 500']);
  });

  it('refuses what is not a raster image', async () => {
    expect(await failure(`${base}/page.jpg`)).toEqual([
      'not-an-image',
      'is "text/html", not a JPEG, PNG, WebP, AVIF or GIF image',
    ]);
    expect((await failure(`${base}/drawing.svg`))[0]).toBe('not-an-image');
  });

  it('refuses a photo over the byte limit, declared or streamed', async () => {
    expect(await failure(`${base}/huge-declared.jpg`)).toEqual([
      'too-large',
      'is 5000000 bytes, more than the 200000 allowed',
    ]);
    expect(await failure(`${base}/huge-streamed.jpg`)).toEqual([
      'too-large',
      'is more than the 200000 bytes allowed',
    ]);
  });

  it('gives up on a slow body and on a host that never answers', async () => {
    expect(await failure(`${base}/slow.jpg`)).toEqual(['timeout', 'did not arrive in time']);
    expect(await failure(`${base}/silent.jpg`)).toEqual(['timeout', 'did not arrive in time']);
  });

  it('reports a host that refuses the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failure(`http://127.0.0.1:${closedPort}/car.jpg`)).toEqual([
      'unreachable',
      'is unreachable (ECONNREFUSED)',
    ]);
  });
});

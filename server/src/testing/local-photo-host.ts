import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cameraJpeg } from '../media/testing/photo-fixtures.js';
import type { PhotoFetcher } from '../media/photo-fetcher.port.js';
import { HttpPhotoFetcher } from '../sources/photos/http-photo-fetcher.js';

/**
 * A dealer's photo host on 127.0.0.1 for tests: JPEG photos made with sharp at /cars/<name>.jpg
 * (`turned.jpg` carries an EXIF orientation), and the ways a real host fails: /missing.jpg (404),
 * /slow.jpg (never answers), /page.jpg (HTML), /huge.jpg (over the fetcher's byte limit). It
 * counts the requests for each path, so tests can tell a cached photo from a fetched one.
 */
export interface LocalPhotoHost {
  url(path: string): string;
  hits(path: string): number;
  /** A fetcher allowed to reach this host, with test-sized limits. */
  fetcher: PhotoFetcher;
  close(): Promise<void>;
}

/** The fetcher's limits here: a slow photo fails fast, a 3 MB one is too large. */
export const LOCAL_PHOTO_TIMEOUT_MS = 500;
export const LOCAL_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export async function startLocalPhotoHost({
  delayMs = 30,
}: {
  /** How long each photo takes to start arriving, so concurrent requests overlap. */
  delayMs?: number;
} = {}): Promise<LocalPhotoHost> {
  const photo = await cameraJpeg({ width: 1600, height: 1200 });
  const turned = await cameraJpeg({ width: 1600, height: 1200, orientation: 6 });
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path === '/slow.jpg') return;
    setTimeout(() => {
      if (path === '/cars/turned.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(turned);
      } else if (/^\/cars\/[a-z0-9-]+\.jpg$/.test(path)) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      } else if (path === '/page.jpg') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hi');
      } else if (path === '/huge.jpg') {
        response
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end(Buffer.alloc(3 * 1024 * 1024));
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    fetcher: new HttpPhotoFetcher({
      allowedAddresses: ['127.0.0.1'],
      timeoutMs: LOCAL_PHOTO_TIMEOUT_MS,
      maxBytes: LOCAL_PHOTO_MAX_BYTES,
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Built files carry a content hash in their name, so a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const ASSETS_PREFIX = '/assets/';

/** Serves a built client file under /assets/; null when there is no such file. */
export async function serveClientAsset(
  assetsDir: string,
  pathname: string,
): Promise<Response | null> {
  if (!pathname.startsWith(ASSETS_PREFIX)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding names no file (the HTTP server refuses it before it gets here).
    return null;
  }
  const file = path.resolve(assetsDir, `.${decoded}`);
  // Refuse anything that resolves outside the assets folder (../ tricks).
  if (!file.startsWith(path.join(assetsDir, ASSETS_PREFIX))) return null;
  const type = CONTENT_TYPES[path.extname(file)];
  if (!type) return null;
  try {
    const body = await readFile(file);
    return new Response(body, { headers: { 'content-type': type, 'cache-control': IMMUTABLE } });
  } catch {
    return null;
  }
}

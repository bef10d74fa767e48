import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { cachedResponse, notFound } from './media-response.js';

/** The logo file a site keeps in its folder (theme.logo.url as a relative file name). */

export const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** A URL (https:, data:) or a path from the web root is served from elsewhere, not from here. */
function isSiteFile(reference: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(reference) && !reference.startsWith('/');
}

export async function siteLogoResponse(request: Request, site: Site): Promise<Response> {
  const reference = site.config.theme.logo.url;
  if (!isSiteFile(reference)) return notFound('This site serves its logo from another address.');
  const file = path.resolve(site.dir, reference);
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type || path.relative(site.dir, file).startsWith('..')) return notFound('No site logo.');
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch {
    return notFound('No site logo.');
  }
  return cachedResponse(request, content, type);
}

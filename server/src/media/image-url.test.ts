import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { buildImageUrl } from './image-url.js';

function siteWith(images: Record<string, unknown>): Site {
  const config = siteConfigSchema.shape.images.parse(images);
  return { config: { images: config } } as unknown as Site;
}

describe('buildImageUrl', () => {
  it('asks for quality 75 by default', () => {
    expect(buildImageUrl('/media/cars/a/photos/1.svg', siteWith({}))).toBe(
      '/media/cars/a/photos/1.svg?q=75',
    );
  });

  it('adds the width the page needs and the site’s own quality', () => {
    expect(buildImageUrl('/media/x.svg', siteWith({ quality: 60 }), { width: 400 })).toBe(
      '/media/x.svg?w=400&q=60',
    );
  });

  it('points at the CDN origin when the site has one', () => {
    const site = siteWith({ cdnOrigin: 'https://img.example.com' });
    expect(buildImageUrl('/media/x.svg', site, { width: 200 })).toBe(
      'https://img.example.com/media/x.svg?w=200&q=75',
    );
  });
});

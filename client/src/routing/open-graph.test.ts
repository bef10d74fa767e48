import { describe, expect, it } from 'vitest';
import { openGraphTags } from './open-graph';

const page = {
  title: '2021 Toyota Corolla for sale | Coastal',
  description: '2021 Toyota Corolla, 42,180 kms. $27,990 at Coastal.',
  url: 'https://coastal.example/cars/2021-toyota-corolla',
  origin: 'https://coastal.example',
  type: 'product' as const,
  siteName: 'Coastal Motor Group',
};
const asMap = (tags: ReturnType<typeof openGraphTags>) =>
  Object.fromEntries(tags.map((tag) => [tag.id, tag.content]));

describe('openGraphTags', () => {
  it('a vehicle with a photo: a large card with the photo at an absolute address and its size', () => {
    const tags = asMap(
      openGraphTags({
        ...page,
        image: {
          url: '/media/cars/x/photos/1.svg?q=75',
          width: 800,
          height: 600,
          alt: 'Corolla, photo 1 of 8',
        },
      }),
    );
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': page.title,
      'og:description': page.description,
      'og:url': page.url,
      'og:site_name': 'Coastal Motor Group',
      'og:locale': 'en_AU',
      'og:image': 'https://coastal.example/media/cars/x/photos/1.svg?q=75',
      'og:image:secure_url': 'https://coastal.example/media/cars/x/photos/1.svg?q=75',
      'og:image:width': '800',
      'og:image:height': '600',
      'og:image:alt': 'Corolla, photo 1 of 8',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://coastal.example/media/cars/x/photos/1.svg?q=75',
    });
  });

  it('keeps an image already on a CDN where it is, and gives no secure_url over http', () => {
    const tags = asMap(
      openGraphTags({
        ...page,
        origin: 'http://coastal.localhost:4000',
        image: { url: 'https://cdn.example/p/1.jpg', width: 1200, height: 900, alt: 'x' },
      }),
    );
    expect(tags['og:image']).toBe('https://cdn.example/p/1.jpg');
    const local = asMap(
      openGraphTags({
        ...page,
        origin: 'http://coastal.localhost:4000',
        image: { url: '/media/1.svg', width: 800, height: 600, alt: 'x' },
      }),
    );
    expect(local['og:image']).toBe('http://coastal.localhost:4000/media/1.svg');
    expect(local['og:image:secure_url']).toBeUndefined();
  });

  it('a page without a picture: a summary card and no image tags', () => {
    const tags = asMap(openGraphTags({ ...page, type: 'website', siteName: undefined }));
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:type']).toBe('website');
    expect(Object.keys(tags).filter((id) => id.includes('image') || id === 'og:site_name')).toEqual(
      [],
    );
  });
});

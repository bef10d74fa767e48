import { builder } from '../../builder.js';
import type { SiteImageView } from './site-image.js';

export const SiteImageRef = builder.objectRef<SiteImageView>('SiteImage').implement({
  description:
    'An image from the site’s own folder (images/), with its intrinsic size so pages reserve its space.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'Address of the image at the largest width it is served at.',
    }),
    srcSet: t.exposeString('srcSet', {
      nullable: true,
      description:
        'Every served width (WebP or AVIF, as the browser accepts) for an img srcset; null for an SVG, which scales itself.',
    }),
    width: t.exposeInt('width', { description: 'Intrinsic width in pixels.' }),
    height: t.exposeInt('height', { description: 'Intrinsic height in pixels.' }),
    alt: t.exposeString('alt', { description: 'Alternative text.' }),
  }),
});

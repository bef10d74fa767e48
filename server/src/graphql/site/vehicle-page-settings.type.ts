import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import { builder } from '../../builder.js';

const MediaViewEnum = builder.enumType('MediaView', {
  description: 'A view of the vehicle page’s 360° viewer.',
  values: {
    SPIN: { value: 'spin', description: 'The 360° spin.' },
    IMAGES: { value: 'images', description: 'The photo gallery.' },
  } as const,
});

export const VehiclePageSettingsRef = builder
  .objectRef<SiteConfig['vehiclePage']>('VehiclePageSettings')
  .implement({
    description: 'How the site’s vehicle pages behave.',
    fields: (t) => ({
      mediaFirstView: t.field({
        type: MediaViewEnum,
        description: 'View the 360° viewer opens with, on vehicles that have a spin.',
        resolve: (s) => s.mediaFirstView,
      }),
      spinAutoRotate: t.exposeBoolean('spinAutoRotate', {
        description: 'Whether the spin turns by itself until the shopper takes over.',
      }),
      locationBar: t.exposeBoolean('locationBar', {
        description: 'Whether the dismissible bar naming the vehicle’s location shows.',
      }),
    }),
  });

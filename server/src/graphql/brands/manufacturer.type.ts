import {
  manufacturerBySlug,
  type Manufacturer,
  type VehicleKind,
} from '@forecourt/schema/brands/manufacturers';
import { builder } from '../../builder.js';
import { brandLogoAddress, findSiteBrand } from '../../brands/site-brands.js';
import { brandLogoUrl } from '../../media/media-urls.js';
import { siteBrandGridsOf } from './site-brands.loader.js';

export const VehicleKindEnum = builder.enumType('VehicleKind', {
  description: 'A kind of vehicle a make builds.',
  values: {
    CAR: { value: 'car', description: 'Cars, utes and vans.' },
    MOTORCYCLE: { value: 'motorcycle', description: 'Motorcycles and scooters.' },
    TRUCK: { value: 'truck', description: 'Trucks.' },
    CARAVAN: { value: 'caravan', description: 'Caravans, campers and RVs.' },
  } as const satisfies Record<string, { value: VehicleKind; description: string }>,
});

const ManufacturerLogoRef = builder.objectRef<{ url: string }>('ManufacturerLogo').implement({
  description: 'A make’s logo.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'Address of the image (SVG unless the site’s own).',
    }),
  }),
});

export const ManufacturerRef = builder.node(builder.objectRef<Manufacturer>('Manufacturer'), {
  description: 'A make of the manufacturer list (spec 2 §3): about 170 makes sold in Australia.',
  id: { resolve: (manufacturer) => manufacturer.slug },
  loadOne: (slug) => manufacturerBySlug(slug) ?? null,
  fields: (t) => ({
    internalId: t.exposeString('slug', { description: 'The make’s slug in the list.' }),
    name: t.exposeString('name', { description: 'The make’s name, e.g. "Mercedes-Benz".' }),
    slug: t.exposeString('slug', { description: 'URL slug, as in /search/{make}.' }),
    kinds: t.field({
      type: [VehicleKindEnum],
      description: 'What it makes; the first is what it is best known for.',
      resolve: (manufacturer) => manufacturer.kinds,
    }),
    logo: t.field({
      type: ManufacturerLogoRef,
      nullable: true,
      description:
        'The make’s mark (from the icon set, or the site’s own file for it); null when it has none (pages then show a lettered badge: `Brand.logoUrl`).',
      resolve: async (manufacturer, _args, context) => {
        const brand = findSiteBrand(await siteBrandGridsOf(context), manufacturer.slug);
        if (brand?.logoFile) return { url: brandLogoAddress(brand) };
        return manufacturer.icon ? { url: brandLogoUrl(manufacturer.slug) } : null;
      },
    }),
  }),
});

import { STANDARD_LICENCE_LABELS, type Location } from '@forecourt/tenants/location.schema';
import { locationLandline, phoneAsShown } from '../../activity/shown-phone.js';
import { builder } from '../../builder.js';
import { locationSlug } from './location-slug.js';
import { LocationRef } from './location.type.js';

interface LocationImage {
  url: string;
  thumbnailUrl: string;
  alt: string;
}

interface DealerLicence {
  label: string;
  number: string;
}

const LocationImageRef = builder.objectRef<LocationImage>('LocationImage').implement({
  description: 'A photo of a location.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The photo’s address.' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { description: 'A small version (cards).' }),
    alt: t.exposeString('alt', { description: 'What it shows, for screen readers.' }),
  }),
});

const DealerLicenceRef = builder.objectRef<DealerLicence>('DealerLicence').implement({
  description: 'A licence a location holds, e.g. DL 3260118.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'DL, CL, MRB or a label the site adds.' }),
    number: t.exposeString('number', { description: 'The licence number.' }),
  }),
});

/** DL (dealerLicenceNumber unless licences.DL), CL, MRB, then the site's extra labels in order. */
export function locationLicences(
  location: Location,
  extraLabels: readonly string[],
): DealerLicence[] {
  const numbers: Record<string, string | undefined> = {
    ...(location.dealerLicenceNumber ? { DL: location.dealerLicenceNumber } : {}),
    ...location.licences,
  };
  return [...STANDARD_LICENCE_LABELS, ...extraLabels].flatMap((label) => {
    const number = numbers[label];
    return number ? [{ label, number }] : [];
  });
}

/** The place's link, else a maps search for its coordinates. */
export function directionsUrl(location: Location): string {
  const { placeUrl, lat, long } = location.address;
  return placeUrl ?? `https://www.google.com/maps/search/?api=1&query=${lat},${long}`;
}

builder.objectFields(LocationRef, (t) => ({
  landlinePhone: t.string({
    nullable: true,
    description:
      'Landline as shown: 0X XXXX XXXX; masked like `phone` when `Site.contact.phoneReveal` is MASKED.',
    resolve: (location, _args, context) => phoneAsShown(locationLandline(location), context.site),
  }),
  image: t.field({
    type: LocationImageRef,
    nullable: true,
    description: 'A photo for its card; null: none.',
    resolve: ({ image }) =>
      image
        ? { url: image.url, thumbnailUrl: image.thumbnailUrl ?? image.url, alt: image.alt }
        : null,
  }),
  badge: t.exposeString('badge', {
    nullable: true,
    description: 'A short badge on its card, e.g. COMING EARLY 2027; null: none.',
  }),
  licences: t.field({
    type: [DealerLicenceRef],
    description: 'Its licences: DL, CL, MRB, then the labels the site adds, each when it has one.',
    resolve: (location, _args, context) =>
      locationLicences(location, context.site.config.locations.extraLicenceLabels),
  }),
  contactPath: t.string({
    description: 'Its contact page: /contact-us/{slug}.',
    resolve: (location) => `/contact-us/${location.slug ?? locationSlug(location.name)}`,
  }),
  directionsUrl: t.string({
    description: 'Get Directions: its place link, else a map search for its coordinates.',
    resolve: (location) => directionsUrl(location),
  }),
}));

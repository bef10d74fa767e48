import type { Location } from '@forecourt/tenants/location.schema';
import { locationPhone, phoneAsShown } from '../../activity/shown-phone.js';
import { builder } from '../../builder.js';
import { locationSlug } from './location-slug.js';

export const OpeningHoursRef = builder
  .objectRef<Location['contact']['openingHours'][number]>('OpeningHours')
  .implement({
    description: 'Opening hours of one weekday.',
    fields: (t) => ({
      weekday: t.exposeInt('weekday', { description: '0 Sunday … 6 Saturday.' }),
      open: t.boolean({
        description: 'Whether the location opens that day.',
        resolve: (h) => h.status === 'Open',
      }),
      opensAt: t.exposeString('open', { nullable: true, description: 'Opening time, HH:MM.' }),
      closesAt: t.exposeString('close', { nullable: true, description: 'Closing time, HH:MM.' }),
    }),
  });

const AddressRef = builder.objectRef<Location['address']>('Address').implement({
  description: 'A street address in Australia.',
  fields: (t) => ({
    street: t.exposeString('street', { description: 'Street line.' }),
    city: t.exposeString('city', { description: 'Suburb or town.' }),
    state: t.exposeString('state', { description: 'State or territory code, e.g. QLD.' }),
    postcode: t.exposeString('postcode', { description: 'Four-digit postcode.' }),
    latitude: t.exposeFloat('lat', { description: 'Latitude in degrees.' }),
    longitude: t.exposeFloat('long', { description: 'Longitude in degrees.' }),
    placeUrl: t.exposeString('placeUrl', {
      nullable: true,
      description: 'Link to the place on a map.',
    }),
  }),
});

export const LocationTypeEnum = builder.enumType('LocationType', {
  description: 'What a location does.',
  values: {
    SALES: { value: 'sales', description: 'Sales yard.' },
    SERVICE: { value: 'service', description: 'Service centre.' },
    PARTS: { value: 'parts', description: 'Parts counter.' },
  } as const,
});

export const LocationRef = builder.node(builder.objectRef<Location>('Location'), {
  description: 'A dealership location of the site.',
  id: { resolve: (location) => location.id },
  loadOne: (id, context) => context.site.locationsById.get(id) ?? null,
  fields: (t) => ({
    internalId: t.exposeString('id', { description: 'The location’s id in the site settings.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    slug: t.string({
      description: 'URL slug (the name without " - Sales", " - Service" or " - Parts").',
      resolve: (location) => location.slug ?? locationSlug(location.name),
    }),
    locationType: t.field({
      type: LocationTypeEnum,
      description: 'What the location does.',
      resolve: (l) => l.locationType,
    }),
    primary: t.exposeBoolean('primary', { description: 'The site’s main location.' }),
    dealershipId: t.exposeString('dealershipId', {
      description: 'Dealership the location belongs to.',
    }),
    dealershipSlug: t.exposeString('dealershipSlug', { description: 'Slug of that dealership.' }),
    dealershipName: t.exposeString('dealershipName', { description: 'Name of that dealership.' }),
    manufacturers: t.exposeStringList('manufacturers', {
      description: 'Makes the location sells or services.',
    }),
    dealerLicenceNumber: t.exposeString('dealerLicenceNumber', {
      nullable: true,
      description: 'Dealer licence number.',
    }),
    address: t.field({ type: AddressRef, description: 'Where it is.', resolve: (l) => l.address }),
    phone: t.string({
      nullable: true,
      description:
        'Phone as shown: 0X XXXX XXXX; masked (first 5 characters, the rest asterisks) when `Site.contact.phoneReveal` is MASKED, the whole number then being the answer of `revealContactPhone`.',
      resolve: (l, _args, context) => phoneAsShown(locationPhone(l), context.site),
    }),
    email: t.string({
      nullable: true,
      description: 'E-mail address.',
      resolve: (l) => l.contact.email ?? null,
    }),
    openingHours: t.field({
      type: [OpeningHoursRef],
      description: 'The week’s opening hours, Sunday first.',
      resolve: (l) => [...l.contact.openingHours].sort((a, b) => a.weekday - b.weekday),
    }),
  }),
});

import { XMLParser } from 'fast-xml-parser';

/**
 * What each ad platform's vehicle feed requires of every vehicle, written down from the formats'
 * own specifications, and checks of a parsed feed against it. The feeds' tests generate each
 * demo site's feed, parse it back and run these checks on every item.
 *
 * Google, vehicle ads (Merchant Center primary feed for vehicle ads, and Vehicle Listings'
 * feed specification): id, title, description, link and link_template (with {store_code}),
 * image_link, price, condition, brand, model, year, mileage, vin, store_code and
 * vehicle_fulfillment (option and store code), dealership_name and dealership_address.
 *
 * Meta, automotive inventory ads (vehicles catalog fields): vehicle_id, title, description, url,
 * make, model, year, mileage.value and mileage.unit, image[0].url, body_style, price, address
 * (addr1, city, region, postal_code, country), latitude, longitude, exterior_color,
 * state_of_vehicle and vin; availability is checked too, since a feed of ours always says it.
 */

export const GOOGLE_REQUIRED_ATTRIBUTES = [
  'id',
  'title',
  'description',
  'link',
  'link_template',
  'image_link',
  'price',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'vin',
  'store_code',
  'vehicle_fulfillment',
  'dealership_name',
  'dealership_address',
] as const;

export const META_REQUIRED_FIELDS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'body_style',
  'price',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'exterior_color',
  'state_of_vehicle',
  'vin',
  'availability',
] as const;

/** ISO 4217 amount with two decimals, then the currency: "12345.00 AUD". */
const PRICE = /^\d+\.\d{2} AUD$/;
/** ISO 3779: 17 characters, never I, O or Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const YEAR = /^(19|20)\d{2}$/;
const GOOGLE_CONDITIONS = ['new', 'used'];
const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'CROSSOVER',
  'HATCHBACK',
  'MINIVAN',
  'TRUCK',
  'SUV',
  'SEDAN',
  'VAN',
  'WAGON',
  'OTHER',
];
const META_STATES = ['NEW', 'USED', 'CPO'];
const META_AVAILABILITY = ['AVAILABLE', 'NOT_AVAILABLE', 'PENDING'];
const META_MILEAGE_UNITS = ['KM', 'MI'];

const isAbsoluteWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

type Parsed = Record<string, unknown>;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value && typeof value === 'object' && '#text' in value) return text(value['#text']);
  return undefined;
};

/** The problems of one parsed Google <item> (keys without the `g:` prefix); empty when none. */
export function googleItemProblems(item: Parsed): string[] {
  const value = (name: string) => text(item[`g:${name}`]);
  const problems = GOOGLE_REQUIRED_ATTRIBUTES.filter(
    (name) => name !== 'vehicle_fulfillment' && value(name) === undefined,
  ).map((name) => `${name} is missing`);
  const check = (name: string, ok: (v: string) => boolean, rule: string) => {
    const v = value(name);
    if (v !== undefined && !ok(v)) problems.push(`${name} "${v}" is not ${rule}`);
  };
  check('price', (v) => PRICE.test(v), 'an amount like "12345.00 AUD"');
  check('condition', (v) => GOOGLE_CONDITIONS.includes(v), 'new or used');
  check('year', (v) => YEAR.test(v), 'a four-digit year');
  check('mileage', (v) => /^\d+ km$/.test(v), 'whole kilometres like "45000 km"');
  check('vin', (v) => VIN.test(v), 'a 17-character VIN');
  for (const name of ['link', 'image_link'])
    check(name, isAbsoluteWebUrl, 'an absolute http(s) URL');
  check(
    'link_template',
    (v) => v.includes('{store_code}') && isAbsoluteWebUrl(v.replace('{store_code}', 'x')),
    'an absolute URL with {store_code}',
  );
  const extra = item['g:additional_image_link'];
  for (const url of Array.isArray(extra) ? extra : extra === undefined ? [] : [extra]) {
    if (!isAbsoluteWebUrl(String(text(url))))
      problems.push(`additional_image_link "${url}" is not an absolute URL`);
  }
  const fulfillment = item['g:vehicle_fulfillment'] as Parsed | undefined;
  if (!fulfillment || typeof fulfillment !== 'object') {
    problems.push('vehicle_fulfillment is missing');
  } else {
    if (text(fulfillment['g:option']) !== 'in_store') {
      problems.push('vehicle_fulfillment option is not in_store');
    }
    if (text(fulfillment['g:store_code']) !== value('store_code')) {
      problems.push('vehicle_fulfillment store_code is not the item’s store_code');
    }
  }
  return problems;
}

/** The value at a Meta field path ("mileage.value", "image[0].url", "address.city") of a listing. */
function metaField(listing: Parsed, path: string): string | undefined {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (head === 'address') {
    const address = listing.address as { component?: Parsed[] } | undefined;
    const component = address?.component?.find((c) => c['@_name'] === tail);
    return component ? text(component) : undefined;
  }
  const image = /^image\[(\d+)\]$/.exec(head);
  if (image) {
    const images = listing.image as Parsed[] | undefined;
    const entry = images?.[Number(image[1])];
    return entry && tail ? text(entry[tail]) : undefined;
  }
  const node = listing[head];
  if (tail === undefined) return text(node);
  return node && typeof node === 'object' ? text((node as Parsed)[tail]) : undefined;
}

/** The problems of one parsed Meta <listing>; empty when none. */
export function metaListingProblems(listing: Parsed): string[] {
  const problems = META_REQUIRED_FIELDS.filter(
    (field) => metaField(listing, field) === undefined,
  ).map((field) => `${field} is missing`);
  const check = (field: string, ok: (v: string) => boolean, rule: string) => {
    const v = metaField(listing, field);
    if (v !== undefined && !ok(v)) problems.push(`${field} "${v}" is not ${rule}`);
  };
  const oneOf = (values: string[]) => (v: string) => values.includes(v.toUpperCase());
  check('price', (v) => PRICE.test(v), 'an amount like "12345.00 AUD"');
  check('year', (v) => YEAR.test(v), 'a four-digit year');
  check('mileage.value', (v) => /^\d+$/.test(v), 'a whole number');
  check('mileage.unit', oneOf(META_MILEAGE_UNITS), 'KM or MI');
  check('vin', (v) => VIN.test(v), 'a 17-character VIN');
  check('body_style', oneOf(META_BODY_STYLES), `one of ${META_BODY_STYLES.join(', ')}`);
  check('state_of_vehicle', oneOf(META_STATES), 'NEW, USED or CPO');
  check('availability', oneOf(META_AVAILABILITY), 'AVAILABLE, NOT_AVAILABLE or PENDING');
  check('url', isAbsoluteWebUrl, 'an absolute http(s) URL');
  check('address.country', (v) => /^[A-Z]{2}$/.test(v), 'an ISO 3166 alpha-2 code');
  check('latitude', (v) => Math.abs(Number(v)) <= 90, 'a latitude');
  check('longitude', (v) => Math.abs(Number(v)) <= 180, 'a longitude');
  const images = (listing.image as Parsed[] | undefined) ?? [];
  images.forEach((image, i) => {
    if (!isAbsoluteWebUrl(String(text(image.url))))
      problems.push(`image[${i}].url is not an absolute URL`);
  });
  if (images.length > 20) problems.push(`${images.length} images: at most 20`);
  return problems;
}

const ALWAYS_LISTS = new Set(['item', 'g:additional_image_link', 'listing', 'image', 'component']);

/** Parses a feed keeping every value as text, and repeated elements as lists. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ALWAYS_LISTS.has(name),
});

/** The <item>s of a Google vehicle feed. */
export function parseGoogleVehicleFeed(xml: string): Parsed[] {
  const doc = parser.parse(xml) as { rss?: { channel?: { item?: Parsed[] } } };
  if (!doc.rss?.channel) throw new Error('not an RSS feed with a channel');
  return doc.rss.channel.item ?? [];
}

/** The <listing>s of a Meta vehicles catalog feed. */
export function parseMetaVehicleFeed(xml: string): Parsed[] {
  const doc = parser.parse(xml) as { listings?: { listing?: Parsed[] } | '' };
  if (doc.listings === undefined) throw new Error('not a <listings> feed');
  return (doc.listings === '' ? undefined : doc.listings.listing) ?? [];
}

import { escapeXml } from '@forecourt/schema/markup/escape-xml';
import { LOCATIONS_FILE, SITE_FILE } from '@forecourt/tenants/load-sites';
import { SCHEMA_KEY } from '@forecourt/tenants/settings-reference/site-config-json-schema';
import { slugify } from '@forecourt/tenants/slugify';
import type { AUSTRALIAN_STATES } from '@forecourt/tenants/stock/car-record.schema';

/**
 * The files of a new dealer's site folder, built from what `pnpm site:new` was told: only the
 * settings the schema requires and what the dealer named, so every other setting keeps its
 * documented default until someone chooses otherwise.
 */

export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export interface NewSiteLocation {
  name: string;
  street: string;
  suburb: string;
  state: AustralianState;
  postcode: string;
  phone: string;
  /** Where the postcode is (the command looks it up); the location map and distances use it. */
  lat: number;
  long: number;
}

export interface NewSiteAnswers {
  slug: string;
  name: string;
  /** Hosts besides `<slug>.localhost`. */
  domains: string[];
  /** Where leads go until locations or leads.email say otherwise. */
  email: string;
  /** At least one; the first is the primary location and gives the site's phone number. */
  locations: NewSiteLocation[];
  colours: { primary: string; accent: string; secondary?: string | undefined };
  /** The JSON Schema of site.json, relative to the new site's folder (for editors). */
  schemaPath: string;
}

export interface NewSiteFile {
  /** Relative to the site's folder, with `/`. */
  path: string;
  content: string;
}

export const LOGO_FILE = 'logo.svg';
/** The stock a new site serves until its real feed is imported: a header row and no cars. */
export const STOCK_FEED_FILE = 'stock.csv';
/** The feed's usual columns, so whoever exports the dealer's stock sees what is expected. */
export const STOCK_FEED_COLUMNS = [
  'id',
  'stock_number',
  'slug',
  'status',
  'car_type',
  'make',
  'model',
  'badge',
  'year',
  'price',
  'km',
  'body',
  'transmission',
  'fuel',
  'colour',
  'vin',
  'location_id',
  'created_at',
  'updated_at',
  'dealer_comments',
  'photo_urls',
] as const;

const LOGO_WIDTH = 220;
const LOGO_HEIGHT = 56;

export function newSiteFiles(answers: NewSiteAnswers): NewSiteFile[] {
  return [
    { path: SITE_FILE, content: json(siteSettings(answers)) },
    { path: LOCATIONS_FILE, content: json(locationsOf(answers)) },
    { path: LOGO_FILE, content: placeholderLogo(answers) },
    { path: STOCK_FEED_FILE, content: `${STOCK_FEED_COLUMNS.join(',')}\n` },
  ];
}

function siteSettings({
  slug,
  name,
  domains,
  email,
  locations,
  colours,
  schemaPath,
}: NewSiteAnswers) {
  const first = locations[0];
  return {
    [SCHEMA_KEY]: schemaPath,
    slug,
    name,
    domains,
    description: first
      ? `${name}: vehicles for sale in ${first.suburb} ${first.state}.`
      : `${name}: vehicles for sale.`,
    theme: {
      colours: {
        primary: colours.primary,
        // A dealer names one or two colours; the second brand colour repeats the first until then.
        secondary: colours.secondary ?? colours.primary,
        accent: colours.accent,
      },
      logo: { url: LOGO_FILE, alt: name, width: LOGO_WIDTH, height: LOGO_HEIGHT },
    },
    contact: { email, phone: first?.phone ?? '' },
    // A real dealer's photos are the addresses its feed lists, not the demo's drawings.
    photos: { source: 'feed' },
    stock: { kind: 'feed', file: STOCK_FEED_FILE },
  };
}

/**
 * Each location's id: its name as a slug, led by the site's slug unless the name already starts
 * with it (ids read well in the feed's location_id column and never repeat another site's).
 */
export function locationIds(slug: string, locations: readonly { name: string }[]): string[] {
  const seen = new Set<string>();
  return locations.map((location) => {
    const named = slugify(location.name);
    const base =
      named === '' || named === slug || named.startsWith(`${slug}-`)
        ? named || slug
        : `${slug}-${named}`;
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
}

function locationsOf({ slug, locations }: NewSiteAnswers) {
  const ids = locationIds(slug, locations);
  return locations.map((location, index) => ({
    id: ids[index],
    name: location.name,
    dealershipId: ids[index],
    dealershipSlug: slugify(location.name) || slug,
    dealershipName: location.name,
    locationType: 'sales',
    primary: index === 0,
    address: {
      street: location.street,
      city: location.suburb,
      state: location.state,
      postcode: location.postcode,
      lat: roundCoordinate(location.lat),
      long: roundCoordinate(location.long),
    },
    contact: { phone: location.phone, openingHours: [] },
  }));
}

/** The dealer's name on its primary colour: replaced by the real logo (see the next steps). */
function placeholderLogo({ name, colours }: NewSiteAnswers): string {
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-labelledby="title">`,
    `  <title id="title">${title}</title>`,
    `  <rect x="2" y="6" width="44" height="44" rx="8" fill="${colours.primary}"/>`,
    `  <rect x="14" y="18" width="20" height="20" rx="4" fill="${colours.accent}"/>`,
    `  <text x="56" y="35" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="${colours.primary}">${title}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Six decimals place a point within about 10 cm: more digits are noise in a settings file. */
const roundCoordinate = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

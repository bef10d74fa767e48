import { z } from 'zod';
import { SLUG_PATTERN } from '@forecourt/tenants/slugify';
import { AUSTRALIAN_STATES } from '@forecourt/tenants/stock/car-record.schema';
import type { Postcodes } from '../delivery/postcodes.port.js';
import type { AustralianState, NewSiteAnswers, NewSiteLocation } from './new-site-files.js';

/**
 * What `pnpm site:new` needs to know, from its flags or, where a flag is missing and someone is at
 * the terminal, from questions. Each answer is checked as it is given (a question is asked again),
 * with the same rules as the settings, so the folder written rarely fails the loader's check.
 */

export interface SiteNewFlags {
  slug?: string | undefined;
  name?: string | undefined;
  domains: string[];
  /** `Name|street|suburb|state|postcode|phone`, one per location. */
  locations: string[];
  email?: string | undefined;
  primaryColour?: string | undefined;
  accentColour?: string | undefined;
  secondaryColour?: string | undefined;
}

/** Asks one question and resolves with the line typed (the command uses node:readline). */
export type Ask = (question: string) => Promise<string>;

/** A field's problem, or null when the value will do. */
type Check = (value: string) => string | null;

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const PHONE = /^[+\d\s()-]{8,20}$/;
const DOMAIN = /^[a-z0-9.-]+$/;
const POSTCODE = /^\d{4}$/;
const LOCATION_FIELDS = ['name', 'street', 'suburb', 'state', 'postcode', 'phone'] as const;
/** Gives up on a question answered wrongly this often (a script piping bad answers, say). */
const MAX_TRIES = 5;

const checks = {
  slug: (value) =>
    SLUG_PATTERN.test(value) ? null : 'lower-case letters and digits joined by single hyphens',
  text: (value) => (value.trim() ? null : 'required'),
  colour: (value) => (COLOUR.test(value) ? null : 'a colour as #rrggbb'),
  email: (value) => (z.email().safeParse(value).success ? null : 'an e-mail address'),
  phone: (value) => (PHONE.test(value) ? null : 'a phone number, e.g. (07) 3555 1234'),
  domain: (value) =>
    DOMAIN.test(value) && !value.endsWith('.localhost')
      ? null
      : 'a host name such as example.com.au (every site also answers on <slug>.localhost)',
  state: (value) =>
    (AUSTRALIAN_STATES as readonly string[]).includes(value)
      ? null
      : `one of ${AUSTRALIAN_STATES.join(', ')}`,
  postcode: (value) => (POSTCODE.test(value) ? null : 'exactly 4 digits'),
} satisfies Record<string, Check>;

export function slugProblem(slug: string): string | null {
  return checks.slug(slug);
}

interface Asking {
  /** Null when no one is at a terminal: a missing flag is then refused. */
  ask: Ask | null;
  /** Says why an answer was refused before asking again. */
  say: (line: string) => void;
  postcodes: Postcodes;
}

/**
 * The answers, each from its flag or else asked. A flag's bad value is refused (never asked
 * again: the flag was meant). Without `ask` a missing flag is refused, naming it.
 */
export async function gatherAnswers(
  flags: SiteNewFlags,
  { ask, say, postcodes }: Asking,
): Promise<Omit<NewSiteAnswers, 'schemaPath'>> {
  const answer = async (flag: string, question: string, check: Check, given?: string) => {
    if (given !== undefined) return checked(flag, given.trim(), check);
    if (!ask)
      throw new Error(`${flag}: required (nothing is asked with --yes or without a terminal)`);
    return askUntilValid(ask, say, question, check);
  };
  const slug = await answer(
    '<slug>',
    'Site slug (its folder and <slug>.localhost)',
    checks.slug,
    flags.slug,
  );
  const name = await answer('--name', "Dealer's name", checks.text, flags.name);
  const domains = await domainsOf(flags, ask, say);
  const email = await answer('--email', 'E-mail for leads', checks.email, flags.email);
  const locations =
    flags.locations.length > 0 || !ask
      ? await Promise.all(flags.locations.map((value) => locationFromFlag(value, postcodes)))
      : await askLocations(ask, say, postcodes);
  if (locations.length === 0) {
    throw new Error('--location: required, at least one "Name|street|suburb|state|postcode|phone"');
  }
  const primary = await answer(
    '--primary-colour',
    'Primary brand colour (#rrggbb)',
    checks.colour,
    flags.primaryColour,
  );
  const accent = await answer(
    '--accent-colour',
    'Accent colour for prices and badges (#rrggbb)',
    checks.colour,
    flags.accentColour,
  );
  const secondary =
    flags.secondaryColour === undefined
      ? undefined
      : checked('--secondary-colour', flags.secondaryColour.trim(), checks.colour);
  return {
    slug,
    name: name.trim(),
    domains,
    email,
    locations,
    colours: { primary, accent, secondary },
  };
}

function checked(flag: string, value: string, check: Check): string {
  const problem = check(value);
  if (problem) throw new Error(`${flag}: "${value}" is not ${problem}`);
  return value;
}

async function askUntilValid(
  ask: Ask,
  say: (line: string) => void,
  question: string,
  check: Check,
): Promise<string> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const value = (await ask(`${question}: `)).trim();
    const problem = check(value);
    if (!problem) return value;
    say(`  "${value}" is not ${problem}.`);
  }
  throw new Error(`${question}: no valid answer after ${MAX_TRIES} tries`);
}

async function domainsOf(
  flags: SiteNewFlags,
  ask: Ask | null,
  say: (line: string) => void,
): Promise<string[]> {
  const given =
    flags.domains.length > 0 || !ask
      ? flags.domains
      : splitList(
          await askUntilValid(
            ask,
            say,
            'Domains, separated by commas (Enter for none yet)',
            (value) =>
              splitList(value).every((domain) => !checks.domain(domain)) ? null : DOMAINS,
          ),
        );
  const domains = given.map((domain) => domain.trim().toLowerCase());
  for (const domain of domains) checked('--domain', domain, checks.domain);
  return [...new Set(domains)];
}

const DOMAINS = 'a list of host names such as example.com.au, www.example.com.au';

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

/** `Name|street|suburb|state|postcode|phone` */
export async function locationFromFlag(
  value: string,
  postcodes: Postcodes,
): Promise<NewSiteLocation> {
  const parts = value.split('|').map((part) => part.trim());
  if (parts.length !== LOCATION_FIELDS.length) {
    throw new Error(
      `--location: "${value}" is not ${LOCATION_FIELDS.join('|')} (${parts.length} parts, not ${LOCATION_FIELDS.length})`,
    );
  }
  const [name = '', street = '', suburb = '', state = '', postcode = '', phone = ''] = parts;
  const fieldChecks: [string, string, Check][] = [
    ['name', name, checks.text],
    ['street', street, checks.text],
    ['suburb', suburb, checks.text],
    ['state', state.toUpperCase(), checks.state],
    ['postcode', postcode, checks.postcode],
    ['phone', phone, checks.phone],
  ];
  for (const [field, fieldValue, check] of fieldChecks) {
    const problem = check(fieldValue);
    if (problem) throw new Error(`--location: ${field} "${fieldValue}" is not ${problem}`);
  }
  return placed(
    { name, street, suburb, state: state.toUpperCase() as AustralianState, postcode, phone },
    postcodes,
  );
}

async function askLocations(
  ask: Ask,
  say: (line: string) => void,
  postcodes: Postcodes,
): Promise<NewSiteLocation[]> {
  const locations: NewSiteLocation[] = [];
  do {
    const number = locations.length + 1;
    const field = (label: string, check: Check) =>
      askUntilValid(ask, say, `Location ${number}: ${label}`, check);
    const location = {
      name: await field('name (e.g. Harbour Motors Newstead)', checks.text),
      street: await field('street address', checks.text),
      suburb: await field('suburb', checks.text),
      state: (
        await field('state', (value) => checks.state(value.toUpperCase()))
      ).toUpperCase() as AustralianState,
      postcode: await field('postcode', checks.postcode),
      phone: await field('phone', checks.phone),
    };
    try {
      locations.push(await placed(location, postcodes));
    } catch (error) {
      say(`  ${(error as Error).message.replace(/^--location: /, '')}; enter this location again.`);
    }
  } while (locations.length === 0 || /^y/i.test(await ask('Add another location? (y/N) ')));
  return locations;
}

/** The location's coordinates are its postcode's, from the bundled postcode data. */
async function placed(
  location: Omit<NewSiteLocation, 'lat' | 'long'>,
  postcodes: Postcodes,
): Promise<NewSiteLocation> {
  const place = await postcodes.placeOf(location.postcode);
  if (!place)
    throw new Error(`--location: postcode ${location.postcode} is not an Australian postcode`);
  if (place.state !== location.state) {
    throw new Error(
      `--location: postcode ${location.postcode} is in ${place.state}, not ${location.state}`,
    );
  }
  return { ...location, lat: place.lat, long: place.long };
}

import { DEFAULT_CAREERS_CATEGORY } from '@forecourt/schema/leads/lead-form-options';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import type { Site } from '@forecourt/tenants/site';
import fc from 'fast-check';
import { wellFormedText } from '../../graphql/edge/well-formed-text.js';
import type { RawRequest } from './raw-http.js';

/**
 * Hostile requests for fuzzing the HTTP edge: odd paths and percent-encodings, long slugs, broken
 * Host headers and request targets, and GraphQL operations whose variables are anything at all.
 */

/** Characters that fit in a request line (no space, CR or LF), with the awkward ones favoured. */
const TARGET_CHARS = fc.constantFrom(
  ...'abcxyz019-._~!$&\'()*+,;=:@%/\\?#[]{}|^`"<>'.split(''),
  'é',
  '€',
  '😀',
  '\u0000',
  '\u007f',
);

/** Broken, odd and well-formed percent-encodings. */
const PERCENT = fc.constantFrom(
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%AE',
  '%FF',
  '%ED%A0%80',
  '%00',
  '%2F',
  '%5C',
  '%2e%2e',
  '%25',
  '%F0%9F%98%80',
);

const ROUTE_WORDS = fc.constantFrom(
  '',
  '.',
  '..',
  'cars',
  'search',
  'finance',
  'media',
  'cars',
  'photos',
  'spin',
  '1.svg',
  'site',
  'logo',
  'print',
  'assets',
  'style.css',
  'x.js',
  'graphql',
  'healthz',
  'success',
  'dev',
  'mailbox',
);

const LONG = fc
  .tuple(fc.integer({ min: 190, max: 4000 }), fc.constantFrom('a', 'a-', '%41', 'é', '-'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const SEGMENT = fc.oneof(
  { weight: 4, arbitrary: ROUTE_WORDS },
  { weight: 3, arbitrary: fc.string({ unit: TARGET_CHARS, maxLength: 12 }) },
  { weight: 2, arbitrary: PERCENT },
  { weight: 1, arbitrary: LONG },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: TARGET_CHARS, maxLength: 4 }), PERCENT, fc.string({ maxLength: 4 }))
      .map((parts) => parts.join('')),
  },
);

const QUERY = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.string({ unit: TARGET_CHARS, maxLength: 8 }), fc.oneof(PERCENT, LONG)), {
      maxLength: 3,
    })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
);

/** A path below one of the app's routes, with any mix of the segments above. */
export const hostilePath = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/',
      '/',
      '//',
      '/\\',
      '///',
      '/cars/',
      '/media/cars/',
      '/print/',
      '/assets/',
    ),
    fc.array(SEGMENT, { maxLength: 5 }),
    QUERY,
  )
  .map(([start, segments, query]) => `${start}${segments.join('/')}${query}`)
  // Node itself refuses a request line with a space or line break; everything else gets through.
  .map((path) => path.replace(/[\s]/g, '%20'));

/** Host headers: a site's own, with broken or odd ports, unknown, malformed, or missing. */
export function hostileHost(sites: readonly Site[]) {
  const siteHost = fc.constantFrom(...sites.map((site) => `${site.config.slug}.localhost`));
  return fc.oneof(
    { weight: 3, arbitrary: siteHost },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          siteHost,
          fc.oneof(
            fc.integer({ min: 0, max: 999_999 }).map((port) => `:${port}`),
            fc.constantFrom(':', ':abc', ':80:80', ':4000:4000', ':-1', ':0x10', ':80 ', '.', '..'),
          ),
        )
        .map(([host, suffix]) => `${host}${suffix}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'unknown.example',
        'UNKNOWN.example:80',
        '[::1]',
        '[::1',
        '::1',
        '127.0.0.1',
        '',
        'a b',
        'user@coastal-motor-group.localhost',
        'coastal-motor-group.localhost/x',
        'coastal-motor-group.localhost?x',
        'coastal-motor-group.localhost#x',
        'xn--',
        '%41.localhost',
        '*',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: TARGET_CHARS, maxLength: 40 }) },
  );
}

/** A request for a page, an asset, media or print, or anything else, in any request form. */
export function hostileHttpRequest(sites: readonly Site[]): fc.Arbitrary<RawRequest> {
  const host = hostileHost(sites);
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE'),
      path: hostilePath,
      host: fc.option(host, { freq: 12, nil: null }),
      form: fc.constantFrom('origin', 'origin', 'origin', 'origin', 'absolute', 'asterisk'),
      absoluteHost: host,
    })
    .map(({ method, path, host: hostHeader, form, absoluteHost }) => ({
      method,
      target:
        form === 'absolute' ? `http://${absoluteHost}${path}` : form === 'asterisk' ? '*' : path,
      host: hostHeader,
    }));
}

/** Strings a shopper's browser (or anyone else) might send: NUL, lone surrogates, long, odd. */
const HOSTILE_STRING = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\ud83d', '😀', '\u202e', ''),
  LONG,
);

/** Text a form's free-text field takes, with a NUL or half an emoji somewhere in it. */
const TEXT = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('\u0000', '\ud800', '\udc00', '\ud83d', '\u0000\ud83d', ''),
    fc.string({ maxLength: 10 }),
  )
  .map((parts) => parts.join(''));

const HOSTILE_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  HOSTILE_STRING,
  fc.integer(),
  fc.constantFrom(2 ** 53, -(2 ** 31) - 1, 2 ** 31, 1e308, -1, 0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * `base`, or `base` with one or two of its values replaced by hostile ones: half the requests get
 * past validation to the code behind it.
 */
function mutated(base: fc.Arbitrary<Record<string, unknown>>) {
  return base.chain((valid) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.constantFrom(...Object.keys(valid)), HOSTILE_VALUE, {
            minKeys: 1,
            maxKeys: 2,
          }),
        },
      )
      .map((changes) => ({ ...valid, ...changes })),
  );
}

const CAR_SEARCH = /* GraphQL */ `
  query Fuzz(
    $filters: CarFilters
    $sort: CarSort
    $first: Int
    $after: String
    $page: Int
    $query: String
  ) {
    carSearch(
      filters: $filters
      sort: $sort
      first: $first
      after: $after
      page: $page
      query: $query
    ) {
      totalCount
      pageCount
      edges {
        cursor
        node {
          id
          slug
        }
      }
      facets {
        attribute
        values {
          value
          count
        }
      }
    }
  }
`;
const CAR = /* GraphQL */ `
  query Fuzz($slug: String!) {
    car(slug: $slug) {
      id
      slug
      name
    }
  }
`;
const NODE = /* GraphQL */ `
  query Fuzz($id: ID!) {
    node(id: $id) {
      id
    }
  }
`;
const SUBMIT_LEAD = /* GraphQL */ `
  mutation Fuzz($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      __typename
      ... on SubmitLeadPayload {
        leadId
        replayed
      }
      ... on ValidationError {
        issues {
          field
          message
        }
      }
    }
  }
`;

const FILTERS = mutated(
  fc.record({
    make: fc.array(TEXT, { maxLength: 2 }),
    price: fc.record({ min: fc.integer(), max: fc.integer() }, { requiredKeys: [] }),
    years: fc.array(fc.integer({ min: 1900, max: 2100 }), { maxLength: 2 }),
    status: fc.subarray(['IN_STOCK', 'SOLD', 'COMING_SOON']),
    carType: fc.subarray(['NEW', 'USED', 'DEMO']),
  }),
);

/** Variables for one of the documents: valid ones with hostile text and a few hostile values. */
function operation(
  site: Site,
  openedAt: number,
): fc.Arbitrary<{ query: string; variables: unknown }> {
  const location = site.locations.find((l) => l.visible && l.locationType === 'sales');
  const leadValues = mutated(
    fc.record({
      ...Object.fromEntries(
        Object.entries(VALID_LEAD_INPUTS['general-enquiry']).map(([key, value]) => [
          key,
          fc.constant(value),
        ]),
      ),
      // The one category every demo site's general enquiry offers.
      category: fc.constant(DEFAULT_CAREERS_CATEGORY),
      termsAccepted: fc.constant(true),
      locationId: fc.constant(location?.id),
      preferredDealership: fc.constant(location?.dealershipSlug),
      startedAt: fc.constant(openedAt),
      message: TEXT,
      lastName: fc.oneof(fc.constant('Shopper'), TEXT),
    }),
  );
  return fc.oneof(
    mutated(
      fc.record({
        filters: FILTERS,
        sort: fc.constantFrom('LOWEST_PRICE', 'LATEST', 'HIGHEST_KM', 'MOST_RELEVANT'),
        first: fc.integer({ min: 1, max: 30 }),
        after: fc.option(TEXT, { nil: undefined }),
        page: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        query: fc.option(TEXT, { nil: undefined }),
      }),
    ).map((variables) => ({ query: CAR_SEARCH, variables })),
    fc
      .record({ slug: fc.oneof(TEXT, HOSTILE_VALUE) })
      .map((variables) => ({ query: CAR, variables })),
    fc
      .record({ id: fc.oneof(TEXT, HOSTILE_VALUE) })
      .map((variables) => ({ query: NODE, variables })),
    fc
      .record({
        form: fc.constant('GENERAL_ENQUIRY'),
        idempotencyKey: fc.uuid(),
        values: leadValues,
        pageUrl: fc.webUrl().map((url) => `${url}?q=${encodeURIComponent('x')}`),
        visitedPages: fc.array(TEXT, { maxLength: 3 }),
        linkedQueryParams: fc.array(fc.record({ name: TEXT, value: TEXT }), { maxLength: 2 }),
      })
      .chain((input) => mutated(fc.constant(input)))
      .map((input) => ({ query: SUBMIT_LEAD, variables: { input } })),
  );
}

/** A GraphQL request to a site: JSON POSTs with hostile variables, GETs, and broken bodies. */
export function hostileGraphQLRequest(
  sites: readonly Site[],
  openedAt: number,
): fc.Arbitrary<RawRequest> {
  const site = fc.constantFrom(...sites);
  const address = fc.ipV4();
  const json = fc
    .tuple(site, address)
    .chain(([s, ip]) => operation(s, openedAt).map((body) => ({ s, ip, body })))
    .map(({ s, ip, body }) => ({
      method: 'POST',
      target: '/graphql',
      host: `${s.config.slug}.localhost`,
      headers: [
        ['content-type', 'application/json'],
        ['x-forwarded-for', ip],
      ] as const,
      body: JSON.stringify(body),
    }));
  const get = fc
    .tuple(
      site,
      fc.constantFrom(CAR, NODE, '{ site { name } }', '{', ''),
      fc.oneof(
        HOSTILE_STRING.map((text) => encodeURIComponent(wellFormedText(text))),
        PERCENT,
        fc.constantFrom('notjson', '{', '[]', 'null', '{"slug":1}', '%7B'),
      ),
      fc.constantFrom('variables', 'extensions', 'operationName', 'query'),
    )
    .map(([s, document, value, param]) => ({
      method: 'GET',
      target: `/graphql?query=${encodeURIComponent(document)}&${param}=${value}`,
      host: `${s.config.slug}.localhost`,
      headers: [['accept', 'application/graphql-response+json']] as const,
    }));
  const broken = fc
    .tuple(
      site,
      fc.oneof(
        HOSTILE_STRING,
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'text/plain',
        'application/graphql+json',
      ),
    )
    .map(([s, body, type]) => ({
      method: 'POST',
      target: '/graphql',
      host: `${s.config.slug}.localhost`,
      headers: [['content-type', type]] as const,
      body: wellFormedText(body),
    }));
  return fc.oneof(
    { weight: 4, arbitrary: json },
    { weight: 2, arbitrary: get },
    { weight: 1, arbitrary: broken },
  );
}

/** What an answer must never show: a stack frame or a source file's path. */
export function internalsShown(answer: string, request: string): string | null {
  if (answer.includes('    at ')) return 'a stack trace';
  for (const marker of ['/src/', 'node_modules', '.ts:', '.tsx:', '.js:']) {
    // An answer may quote the request ("No vehicle …"); only what the request did not say counts.
    if (answer.includes(marker) && !request.includes(marker)) return `a file path (${marker})`;
  }
  return null;
}

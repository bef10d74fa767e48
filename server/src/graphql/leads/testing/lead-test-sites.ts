import { randomUUID } from 'node:crypto';
import type { LeadForm, LeadFormOptions } from '@forecourt/schema/leads/lead-form-options';
import type { Location } from '@forecourt/tenants/location.schema';
import {
  leadFormsSchema,
  type LeadFormsSettings,
} from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { refusedFieldsOf, typedErrorFields } from '../../common/testing/typed-errors.js';
import { TEST_FORM_TOKENS } from '../../../leads/testing/test-form-tokens.js';
import {
  TEST_NOW,
  type createTestPlatform,
  type GraphQLResponse,
} from '../../../testing/test-platform.js';

/** What tests of the lead forms send and read. */

export const SUBMIT_LEAD = /* GraphQL */ `
  mutation SubmitLead($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      ... on SubmitLeadPayload {
        leadId
        replayed
        successPath
        analyticsEventIds
      }
      ${typedErrorFields('ValidationError', 'NotFoundError', 'RateLimitedError')}
    }
  }
`;

export interface SubmitLeadAnswer {
  /** The payload's fields; a refusal answers its typed error instead (`refusalOf`). */
  submitLead: {
    __typename: string;
    leadId: string;
    replayed: boolean;
    successPath: string;
    analyticsEventIds: number[];
  } | null;
}

export const FORM_KINDS: Readonly<Record<LeadForm, string>> = {
  'vehicle-enquiry': 'VEHICLE_ENQUIRY',
  'test-drive': 'TEST_DRIVE',
  'finance-enquiry': 'FINANCE_ENQUIRY',
  'general-enquiry': 'GENERAL_ENQUIRY',
  'trade-in': 'TRADE_IN',
};

/** A form a person opened a minute before the test platform's clock. */
export const OPENED_AT = TEST_NOW.getTime() - 60_000;

/** The token the site (by slug) issued to a form opened at `openedAt` (ms since the epoch). */
export function formTokenFor(siteSlug: string, openedAt = OPENED_AT): string {
  return TEST_FORM_TOKENS.issue(siteSlug, new Date(openedAt)).token;
}

/** The submission's variables with a token of the site's form, unless they name one already. */
export function withFormToken(
  siteSlug: string,
  variables: Record<string, unknown>,
  openedAt = OPENED_AT,
): Record<string, unknown> {
  const input = variables.input as Record<string, unknown>;
  if ('formToken' in input) return variables;
  return { ...variables, input: { ...input, formToken: formTokenFor(siteSlug, openedAt) } };
}

/**
 * Submits a lead form on the site (by slug) with `headers` (a shopper's connection), its form
 * token added unless the variables name one.
 */
export function sendLead(
  platform: Pick<Awaited<ReturnType<typeof createTestPlatform>>, 'query' | 'hostOf'>,
  slug: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<SubmitLeadAnswer>> {
  return platform.query<SubmitLeadAnswer>(
    platform.hostOf(slug),
    SUBMIT_LEAD,
    withFormToken(slug, variables),
    headers,
  );
}

/** The variables of one submission: a fresh key and page unless the test names them. */
export function submission(
  form: LeadForm,
  /** The form's values; anything else shows how a value that is not a form is refused. */
  values: unknown,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    input: {
      form: FORM_KINDS[form],
      idempotencyKey: randomUUID(),
      values,
      pageUrl: 'https://dealer.example.com.au/cars/2021-toyota-corolla',
      ...more,
    },
  };
}

/** The refused fields of a mutation's typed refusal, `field: message` sorted. */
export const issuesOf = (response: { data?: unknown }): string[] => refusedFieldsOf(response);

/** The site with another slug (so another host and records) and lead form settings. */
export function siteWithLeadForms(
  site: Site,
  slug: string,
  leadForms: Partial<LeadFormsSettings> | Record<string, unknown>,
): Site {
  return {
    ...site,
    config: { ...site.config, slug, domains: [], leadForms: leadFormsSchema.parse(leadForms) },
  };
}

/** Limits no test of the forms' rules reaches. */
export const UNREACHED_RATE_LIMITS = {
  perConnection: { submissions: 100_000, windowMinutes: 1 },
  perSite: { submissions: 100_000, windowMinutes: 1 },
};

/**
 * A site whose lead forms have exactly the options of a validation case: its settings, and
 * locations that give the case's dealerships and locations. A case's locations belong to the
 * template's dealership; each of its dealerships gets a yard of its own; a case naming neither
 * gets one yard without opening hours (so any test-drive time is taken, as with no location).
 */
export function siteForLeadCase(
  template: Site,
  slug: string,
  settings: Partial<LeadFormOptions> = {},
): Site {
  const { dealerships, locations, ...options } = settings;
  const yard = template.locations.find((l) => l.visible && l.locationType === 'sales')!;
  const at = (
    location: Partial<Location> & Pick<Location, 'id' | 'name'>,
    openingHours: Location['contact']['openingHours'] = [],
  ): Location => ({
    ...yard,
    slug: undefined,
    primary: false,
    ...location,
    contact: { ...yard.contact, openingHours },
  });
  const siteLocations: Location[] = [
    ...(locations ?? []).map((location) =>
      at({ id: location.id, name: location.name }, [...(location.openingHours ?? [])]),
    ),
    ...(dealerships ?? []).map((dealership) =>
      at({
        id: `yard-${dealership.slug}`,
        name: `${dealership.name} - Sales`,
        dealershipId: `dealer-${dealership.slug}`,
        dealershipSlug: dealership.slug,
        dealershipName: dealership.name,
      }),
    ),
  ];
  if (siteLocations.length === 0) siteLocations.push(at({ id: 'yard', name: 'The Yard' }));
  const site = siteWithLeadForms(template, slug, { ...options, rateLimit: UNREACHED_RATE_LIMITS });
  return {
    ...site,
    locations: siteLocations,
    locationsById: new Map(siteLocations.map((location) => [location.id, location])),
  };
}

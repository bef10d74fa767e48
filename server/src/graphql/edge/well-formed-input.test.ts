import { DEFAULT_CAREERS_CATEGORY } from '@forecourt/schema/leads/lead-form-options';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRecords, type TestRecords } from '../../testing/test-records.js';
import { createTestPlatform } from '../../testing/test-platform.js';
import {
  formTokenFor,
  SUBMIT_LEAD,
  submission,
  withFormToken,
  type SubmitLeadAnswer,
} from '../leads/testing/lead-test-sites.js';
import { throwawayPostgresRecords } from '../../testing/throwaway-postgres.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const NORTHSIDE = 'northside-used-cars';

const stores: [string, () => Promise<TestRecords>][] = [
  ['PGlite', () => Promise.resolve(createTestRecords())],
];
if (process.env.TEST_DATABASE_URL?.trim()) {
  stores.push(['PostgreSQL', () => throwawayPostgresRecords(process.env.TEST_DATABASE_URL!)]);
}

describe.each(stores)('text no database keeps, records in %s', (_store, createRecords) => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform(40, undefined, { records: await createRecords() });
    // Started here, under the hook's longer time limit rather than the first test's.
    await platform.records.migrate();
  });
  afterAll(async () => {
    await platform.close();
  });

  /** A general enquiry to Northside, filled at a person's pace, with the given changes. */
  function enquiry(changes: Record<string, unknown>) {
    const site = platform.site(NORTHSIDE);
    const yard = site.locations.find((l) => l.visible && l.locationType === 'sales')!;
    return {
      ...VALID_LEAD_INPUTS['general-enquiry'],
      termsAccepted: true,
      locationId: yard.id,
      preferredDealership: yard.dealershipSlug,
      category: DEFAULT_CAREERS_CATEGORY,
      ...changes,
    };
  }

  it('keeps a lead whose message has a NUL byte and a lone surrogate, without them', async () => {
    const values = enquiry({
      message: 'Is it\u0000 still there? \ud83d',
      lastName: 'Sh\u0000opper',
    });
    const response = await platform.query<SubmitLeadAnswer>(
      platform.hostOf(NORTHSIDE),
      SUBMIT_LEAD,
      withFormToken(
        NORTHSIDE,
        submission('general-enquiry', values, {
          pageUrl: 'https://northsideusedcars.com.au/contact?\u0000x=\udc00',
          visitedPages: ['/contact\u0000'],
        }),
      ),
    );
    expect(response.errors).toBeUndefined();
    const { leadId } = response.data!.submitLead!;
    const lead = await platform.records.forSite(platform.site(NORTHSIDE)).lead(leadId);
    expect(lead?.message).toBe('Is it still there? \ufffd');
    expect(lead?.customer).toMatchObject({ lastName: 'Shopper' });
    expect(JSON.stringify(lead?.payload)).not.toMatch(/\\u0000|\\ud[89a-f]/);
  });

  it('keeps a lead whose strings are written in the document itself', async () => {
    const document = /* GraphQL */ `
      mutation {
        submitLead(input: {
          form: GENERAL_ENQUIRY
          idempotencyKey: "inline-0000-key"
          formToken: "${formTokenFor(NORTHSIDE)}"
          values: ${toGraphQLLiteral(enquiry({ message: 'Written \u0000inline' }))}
          pageUrl: "https://northsideusedcars.com.au/contact\\u0000"
        }) { ... on SubmitLeadPayload { leadId } }
      }
    `;
    const response = await platform.query<SubmitLeadAnswer>(platform.hostOf(NORTHSIDE), document);
    expect(response.errors).toBeUndefined();
    const lead = await platform.records
      .forSite(platform.site(NORTHSIDE))
      .lead(response.data!.submitLead!.leadId);
    expect(lead?.message).toBe('Written inline');
  });
});

/** A JSON value written as a GraphQL input literal (NUL escaped as GraphQL allows). */
function toGraphQLLiteral(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toGraphQLLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${key}: ${toGraphQLLiteral(item)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

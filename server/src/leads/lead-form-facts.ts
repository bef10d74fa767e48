import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { Site } from '@forecourt/tenants/site';
import { z } from 'zod';
import type { StoredLead } from './lead.types.js';
import { answerRows } from './lead-follow-up-summary.js';
import {
  dealershipLocation,
  depositFactsOf,
  holdEndText,
} from '../reservations/reservation-lead.js';

/**
 * What the shopper said on the form beyond their contact details and message, as the dealer's
 * people and CRM read it: the budget, the dealership and location they chose, the services they
 * ticked, their rego, the opt-in, the test drive's day and time, the trade-in answers in the
 * site's own words, and where they came from (the campaign parameters and the pages they saw).
 * Read leniently from the stored payload (spec 2 §3's names): a lead stored before a field
 * existed, or with a field of another shape, leaves that row out instead of failing a delivery.
 */

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = lenient(z.string().nullable());

const payloadFactsSchema = z.object({
  url: text,
  car_id: text,
  car_type: text,
  dealership_slug: text,
  location: text,
  vehicle_price_budget: lenient(z.number().nullable()),
  additional_services: lenient(z.array(z.string())),
  rego: text,
  regoState: text,
  opt_in: lenient(z.boolean().nullable()),
  terms_conditions: lenient(z.boolean()),
  preferred_date: text,
  preferred_time: text,
  adjustmentAnswers: lenient(z.record(z.string(), z.string()).nullable()),
  offer_accepted: lenient(z.boolean()),
  form_completed: lenient(z.boolean()),
  lead_attributes: lenient(
    z.object({
      visited_pages: lenient(z.array(z.string())),
      linked_query_params: lenient(z.record(z.string(), z.string())),
    }),
  ),
});

export type LeadPayloadFacts = z.output<typeof payloadFactsSchema>;

export function leadPayloadFacts(lead: StoredLead): LeadPayloadFacts {
  const parsed = payloadFactsSchema.safeParse(lead.payload);
  return parsed.success ? parsed.data : {};
}

/** A reservation's or online purchase's deposit: what was paid, its reference, the hold's end. */
function depositRows(lead: StoredLead, site: Site): [string, string | undefined][] {
  const deposit = depositFactsOf(lead);
  if (!deposit) return [];
  const paid = `${formatDollars(deposit.deposit)} ${deposit.currency} paid online`;
  const location = dealershipLocation(site, lead.dealership.id);
  return [
    ['Deposit', paid],
    ['Reservation reference', deposit.reference],
    ['Car held until', deposit.holdUntil ? holdEndText(deposit.holdUntil, location) : undefined],
    ['Reservation page', deposit.reservationUrl ?? undefined],
  ];
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Coastal Southport (coastal-southport)": the name the site shows, and the slug CRMs map. */
function dealershipText(site: Site, slug: string): string {
  const location = site.locations.find((l) => l.dealershipSlug === slug);
  return location ? `${location.dealershipName} (${slug})` : slug;
}

function locationText(site: Site, id: string): string {
  const location = site.locationsById.get(id);
  return location ? `${location.name} (${id})` : id;
}

/** The test drive's day and time as the shopper chose them, in the site's time. */
export function testDriveWhen(facts: LeadPayloadFacts): string | undefined {
  if (!facts.preferred_date) return undefined;
  return facts.preferred_time
    ? `${facts.preferred_date} at ${facts.preferred_time}`
    : facts.preferred_date;
}

/** "utm_source=google, utm_medium=cpc": the landing page's parameters, as they came. */
export function linkedQueryText(facts: LeadPayloadFacts): string | undefined {
  const params = Object.entries(facts.lead_attributes?.linked_query_params ?? {});
  return params.length > 0 ? params.map(([key, value]) => `${key}=${value}`).join(', ') : undefined;
}

export const visitedPagesOf = (facts: LeadPayloadFacts): string[] =>
  facts.lead_attributes?.visited_pages ?? [];

/**
 * The form's facts as label and value rows, in the order a salesperson wants them; a row
 * without a value is left out. The e-mail's table, the ADF comments and the webhook's summary
 * all show these rows, so the three channels say the same.
 */
export function leadFormFactRows(lead: StoredLead, site: Site): [label: string, value: string][] {
  const facts = leadPayloadFacts(lead);
  const rows: [string, string | undefined][] = [
    ...depositRows(lead, site),
    [
      'Preferred dealership',
      facts.dealership_slug ? dealershipText(site, facts.dealership_slug) : undefined,
    ],
    ['Location', facts.location ? locationText(site, facts.location) : undefined],
    // A vehicle the site no longer lists (or never did) is still named by the id the shopper sent.
    ['Car id', lead.vehicle ? undefined : (facts.car_id ?? undefined)],
    ['Car type', facts.car_type ?? undefined],
    [
      'Vehicle price budget',
      typeof facts.vehicle_price_budget === 'number'
        ? formatDollars(facts.vehicle_price_budget)
        : undefined,
    ],
    ['Test drive', testDriveWhen(facts)],
    [
      'Additional services',
      facts.additional_services && facts.additional_services.length > 0
        ? facts.additional_services.join(', ')
        : undefined,
    ],
    [
      'Rego',
      facts.rego ? `${facts.rego}${facts.regoState ? ` (${facts.regoState})` : ''}` : undefined,
    ],
    ...answerRows(facts.adjustmentAnswers ?? {}, site),
    [
      'Valuation completed',
      lead.kind === 'trade_in' && facts.form_completed !== undefined
        ? yesNo(facts.form_completed)
        : undefined,
    ],
    [
      'Offer accepted',
      lead.kind === 'trade_in' && facts.offer_accepted !== undefined
        ? yesNo(facts.offer_accepted)
        : undefined,
    ],
    ['Marketing opt-in', typeof facts.opt_in === 'boolean' ? yesNo(facts.opt_in) : undefined],
    ['Terms accepted', facts.terms_conditions === true ? 'Yes' : undefined],
    ['Page', facts.url ?? undefined],
    ['Linked query parameters', linkedQueryText(facts)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
}

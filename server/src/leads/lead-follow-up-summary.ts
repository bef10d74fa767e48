import { OFFER_ACCEPTED_SUBCATEGORY } from '@forecourt/schema/leads/lead-categories';
import { VALUATION_SUBCATEGORY } from '@forecourt/schema/leads/trade-in-follow-ups';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import type { Site } from '@forecourt/tenants/site';
import { depositRows } from '../reservations/reservation-lead.js';
import { z } from 'zod';
import { CHECKOUT_FOLLOW_UP_TITLES } from '../checkout-journey/checkout-journey-lead.js';
import type { LeadFollowUp } from './lead-records.port.js';

/**
 * A follow-up of a lead as the dealer's people and CRM read it (the e-mail and its ADF XML): what
 * it is, the trade-in car it is about, the shopper's answers in the site's own words, and the
 * offer or why there was none. Read leniently from the stored payload: a field missing or of
 * another shape is left out, never a reason to fail a delivery.
 */

const FOLLOW_UP_TITLES: Readonly<Record<string, string>> = {
  [VALUATION_SUBCATEGORY]: 'Trade-in valuation',
  [OFFER_ACCEPTED_SUBCATEGORY]: 'Trade-in offer accepted',
  ...CHECKOUT_FOLLOW_UP_TITLES,
};

/** "Trade-in valuation"; a follow-up we have no title for by its own name ("4. Finance"). */
export function followUpTitle(name: string): string {
  return FOLLOW_UP_TITLES[name] ?? `Lead follow-up "${name}"`;
}

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const followUpFactsSchema = z.object({
  vehicle: lenient(
    z.object({
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      badge: z.string().nullish(),
      km: z.number().nonnegative(),
    }),
  ),
  rego: lenient(z.string().nullable()),
  regoState: lenient(z.string().nullable()),
  adjustmentAnswers: lenient(z.record(z.string(), z.string())),
  offer: lenient(z.number().nullable()),
  estimate_low: lenient(z.number().nullable()),
  estimate_high: lenient(z.number().nullable()),
  reason: lenient(z.string().nullable()),
  valid_until: lenient(z.string().nullable()),
  offer_accepted: lenient(z.boolean()),
  // The online purchase's steps say their facts as rows ready to read (checkout-journey-lead.ts).
  facts: lenient(z.array(z.object({ label: z.string(), value: z.string() }))),
});

export type FollowUpFacts = z.output<typeof followUpFactsSchema>;
export type TradeInCarFacts = NonNullable<FollowUpFacts['vehicle']>;

export function followUpFacts(followUp: LeadFollowUp): FollowUpFacts {
  const parsed = followUpFactsSchema.safeParse(followUp.payload);
  return parsed.success ? parsed.data : {};
}

/** "2021 Toyota Corolla Ascent Sport". */
export const tradeInCarName = (car: TradeInCarFacts): string =>
  [String(car.year), car.make, car.model, car.badge ?? ''].filter((part) => part !== '').join(' ');

/** Each answer as "Service history: Full", in the order the site asks; others after, as sent. */
export function answerRows(
  answers: Readonly<Record<string, string>>,
  site: Site,
): [label: string, value: string][] {
  const { questions } = site.config.tradeIn;
  const asked = questions
    .filter((question) => question.id in answers)
    .map((question): [string, string] => {
      const value = answers[question.id]!;
      const option = question.options.find((o) => o.value === value);
      return [question.label, option?.label ?? value];
    });
  const known = new Set(questions.map((question) => question.id));
  const others = Object.entries(answers).filter(([id]) => !known.has(id));
  return [...asked, ...others];
}

const dayOf = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : iso.slice(0, 10));

/** What the follow-up says, as label and value rows; a row without a value is left out. */
export function followUpRows(followUp: LeadFollowUp, site: Site): [string, string][] {
  const facts = followUpFacts(followUp);
  // A reservation's follow-up (refunded, hold ended, confirmed) says which deposit it is about;
  // a purchase journey's step lists its own facts.
  const rows: [string, string | undefined][] = [
    ...depositRows(followUp.payload, site, ''),
    ...(facts.facts ?? []).map(({ label, value }): [string, string] => [label, value]),
  ];
  if (facts.vehicle) {
    rows.push(
      ['Trade-in', tradeInCarName(facts.vehicle)],
      ['Odometer', `${formatCount(facts.vehicle.km)} km`],
    );
  }
  if (facts.rego) {
    rows.push(['Rego', facts.regoState ? `${facts.rego} (${facts.regoState})` : facts.rego]);
  }
  rows.push(...answerRows(facts.adjustmentAnswers ?? {}, site));
  if (typeof facts.offer === 'number') {
    rows.push(['Offer', formatDollars(facts.offer)]);
    if (typeof facts.estimate_low === 'number' && typeof facts.estimate_high === 'number') {
      rows.push([
        'Estimate',
        `${formatDollars(facts.estimate_low)} – ${formatDollars(facts.estimate_high)}`,
      ]);
    }
    if (facts.valid_until) rows.push(['Offer valid until', dayOf(facts.valid_until)]);
    if (facts.offer_accepted !== undefined) {
      rows.push(['Offer accepted', facts.offer_accepted ? 'Yes' : 'Not yet']);
    }
  } else if (facts.reason) {
    rows.push(['No online offer', facts.reason]);
  }
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
}

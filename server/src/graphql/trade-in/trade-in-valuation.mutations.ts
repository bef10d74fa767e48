import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import {
  buildValuationPayload,
  VALUATION_SUBCATEGORY,
  valuationOfPayload,
  type TradeInValuation,
} from '@forecourt/schema/leads/trade-in-follow-ups';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { tradeInComparables } from '../../trade-in/trade-in-comparables.js';
import { dayInTimeZone } from '../../time/zoned-day.js';
import { valueTradeIn } from '../../trade-in/trade-in-valuation.js';
import { siteVehicleNameExample } from '../../trade-in/vehicle-name-example.js';
import {
  badInput,
  badInputs,
  NotFoundError,
  ValidationError,
} from '../common/input-validation-error.js';
import { RegoStateEnum } from './trade-in-rego.query.js';
import {
  NOT_A_TRADE_IN_LEAD,
  offerLapsed,
  tradeInFollowUps,
  tradeInLead,
} from './trade-in-lead.js';
import {
  checkValuationInput,
  sameValuationInput,
  type CheckedValuationInput,
} from './trade-in-valuation-input.js';

/**
 * The trade-in valuation (spec 2 §7 "Valuation adjustments", §9 trade-in FAQ): the shopper's car
 * and answers valued against the site's comparable stock, recorded against their trade-in lead
 * as the "2. Valuation" follow-up and sent to the dealer like the lead. Asking again with the same
 * car and answers answers the valuation already made; other answers value the car again, until
 * the offer is accepted.
 */

export const TradeInVehicleInputRef = builder.inputType('TradeInVehicleInput', {
  description: 'The shopper’s car, as confirmed from the rego lookup or typed.',
  fields: (t) => ({
    year: t.int({ required: true, description: 'The year it was built (1900 to next year).' }),
    make: t.string({ required: true, description: 'e.g. Toyota.' }),
    model: t.string({ required: true, description: 'e.g. Corolla.' }),
    badge: t.string({ description: 'e.g. Ascent Sport.' }),
    km: t.int({ required: true, description: 'The odometer reading in km.' }),
  }),
});

export const TradeInAnswerInputRef = builder.inputType('TradeInAnswerInput', {
  description: 'The answer to one of `Site.tradeIn.questions`.',
  fields: (t) => ({
    questionId: t.id({ required: true, description: 'The question’s `id`.' }),
    answer: t.string({ required: true, description: 'The chosen option’s `value`.' }),
  }),
});

const ValueTradeInInputRef = builder.inputType('ValueTradeInInput', {
  description: 'The car of a trade-in lead and the answers to the site’s questions.',
  fields: (t) => ({
    leadId: t.id({
      required: true,
      description: 'The trade-in lead (`SubmitLeadPayload.leadId` of a TRADE_IN form).',
    }),
    rego: t.string({ description: 'The rego, when the shopper gave one.' }),
    regoState: t.field({
      type: RegoStateEnum,
      description: 'Its state (QLD when a rego comes without one).',
    }),
    vehicle: t.field({ type: TradeInVehicleInputRef, required: true, description: 'The car.' }),
    answers: t.field({
      type: [TradeInAnswerInputRef],
      required: true,
      description: 'One answer to each of `Site.tradeIn.questions`.',
    }),
  }),
});

export const TradeInValuationRef = builder
  .objectRef<TradeInValuation>('TradeInValuation')
  .implement({
    description: 'An indicative trade-in offer, or why the site makes none online.',
    fields: (t) => ({
      offer: t.exposeFloat('offer', {
        nullable: true,
        description: 'Whole dollars, a multiple of $100; null when no online offer is made.',
      }),
      estimateLow: t.exposeFloat('estimateLow', {
        nullable: true,
        description: 'The low end of the estimate’s range; null without an offer.',
      }),
      estimateHigh: t.exposeFloat('estimateHigh', {
        nullable: true,
        description: 'The high end of the estimate’s range; null without an offer.',
      }),
      basis: t.exposeString('basis', {
        nullable: true,
        description: 'What the offer is based on ("Based on 12 similar cars listed…").',
      }),
      reason: t.exposeString('reason', {
        nullable: true,
        description:
          'Why there is no online offer (too old, too many km, not enough market data, the site values in person); null with an offer.',
      }),
      disclaimer: t.exposeString('disclaimer', {
        description:
          'The estimate is indicative and subject to an inspection of the vehicle, named as the site names it (`labels.vehicleType`).',
      }),
      validUntil: t.exposeString('validUntil', {
        nullable: true,
        description: 'When the offer lapses (ISO 8601); null without an offer.',
      }),
    }),
  });

interface ValueTradeInResult {
  leadId: string;
  valuation: TradeInValuation;
}

const ValueTradeInPayloadRef = builder
  .objectRef<ValueTradeInResult>('ValueTradeInPayload')
  .implement({
    description: 'The valuation of a trade-in lead’s car, recorded against the lead.',
    fields: (t) => ({
      leadId: t.exposeID('leadId', { description: 'The trade-in lead.' }),
      valuation: t.field({
        type: TradeInValuationRef,
        description: 'The offer, or why there is none.',
        resolve: (result) => result.valuation,
      }),
    }),
  });

/** The year at the site: a car's age counts from it. */
export function currentYearAt(context: GraphQLContext): number {
  return Number(dayInTimeZone(context.now, context.site.config.leadForms.timeZone).slice(0, 4));
}

/** The car valued from the site's comparable stock (also the online purchase's trade-in step). */
export async function valueCar(
  input: CheckedValuationInput,
  context: GraphQLContext,
): Promise<TradeInValuation> {
  const { site } = context;
  const comparables = await tradeInComparables(context.stock, input.vehicle);
  return valueTradeIn(
    {
      vehicle: input.vehicle,
      answers: input.answers,
      comparables,
      currentYear: currentYearAt(context),
      now: context.now,
    },
    {
      settings: site.config.tradeIn,
      name: site.config.name,
      vehicleLabel: site.config.labels.vehicleType,
    },
  );
}

builder.mutationField('valueTradeIn', (t) =>
  t.field({
    type: ValueTradeInPayloadRef,
    errors: {
      types: [NotFoundError, ValidationError],
      union: { description: 'The valuation, or why the car was not valued.' },
    },
    description: `Values the car of one of this site’s trade-in leads from the site’s comparable stock and the answers, and records it against the lead ("${VALUATION_SUBCATEGORY}", sent to the dealer). The same car and answers again answer the same valuation; refused once the offer was accepted. Refusals are a \`ValidationError\` with its issues per field (leadId, rego, vehicle.year, answers.<questionId>, …), or a \`NotFoundError\` on leadId when only the lead is unknown.`,
    args: {
      input: t.arg({ type: ValueTradeInInputRef, required: true, description: 'The car.' }),
    },
    resolve: async (_root, { input }, context) => {
      const { records, site, now } = context;
      const checked = checkValuationInput(
        input,
        site.config.tradeIn.questions,
        currentYearAt(context),
        {
          vehicleType: vehicleTypeInSentence(site.config.labels.vehicleType),
          example: await siteVehicleNameExample(context.stock),
        },
      );
      const lead = await tradeInLead(records, input.leadId);
      if (!checked.ok) {
        const issues = [...checked.issues];
        if (!lead) issues.unshift({ field: 'leadId', message: NOT_A_TRADE_IN_LEAD });
        throw badInputs(issues);
      }
      if (!lead) throw new NotFoundError('leadId', NOT_A_TRADE_IN_LEAD);

      const followUps = await tradeInFollowUps(records, lead.leadId);
      const { valuation: previous } = followUps;
      const accepted = followUps.accepted !== null;
      if (previous) {
        const same = sameValuationInput(checked.input, {
          ...previous,
          answers: previous.adjustmentAnswers,
        });
        if (same && (accepted || !offerLapsed(previous, now))) {
          return { leadId: lead.leadId, valuation: valuationOfPayload(previous) };
        }
      }
      if (accepted) {
        throw badInput(
          'leadId',
          'the offer of this trade-in was accepted; it cannot be valued again',
        );
      }

      const valuation = await valueCar(checked.input, context);
      const payload = buildValuationPayload({
        leadId: lead.leadId,
        category: lead.category || undefined,
        ...checked.input,
        valuation,
        valuedAt: now,
      });
      const recorded = await records.recordLeadFollowUp({
        leadId: lead.leadId,
        name: VALUATION_SUBCATEGORY,
        payload: { ...payload },
        occurredAt: now,
      });
      if (!recorded) throw new NotFoundError('leadId', NOT_A_TRADE_IN_LEAD);
      return { leadId: lead.leadId, valuation };
    },
  }),
);

import { randomUUID } from 'node:crypto';
import {
  LEAD_CATEGORIES,
  OFFER_ACCEPTED_SUBCATEGORY,
} from '@forecourt/schema/leads/lead-categories';
import { honeypotFilled } from '@forecourt/schema/leads/lead-fields';
import {
  buildLeadPayload,
  buildOfferAcceptedPayload,
  leadAnalyticsEventIds,
  OFFER_ACCEPTED_EVENT_ID,
  type OfferAcceptedPayload,
} from '@forecourt/schema/leads/lead-payload';
import { successHref } from '@forecourt/schema/leads/lead-routes';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { leadDestinations } from '../../leads/lead-destinations.js';
import { hashLeadSubmission, LeadIdempotencyConflictError } from '../../leads/lead-idempotency.js';
import type { LeadReviewHold } from '../../leads/lead.types.js';
import { logger } from '../../logger.js';
import { badInputs, NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { IdempotencyConflictError, RateLimitedError } from '../common/refusals.js';
import { JsonScalar } from '../common/json.scalar.js';
import { LeadFormTokenUsedError } from '../../leads/lead-records.port.js';
import { formTokenError, idempotencyConflictError, rateLimitedError } from './lead-errors.js';
import { LeadFormKindEnum } from './lead-form.type.js';
import { checkLeadSubmission, type SubmitLeadInput } from './lead-submission.js';
import { siteLeadForm } from './site-lead-form.js';
import { acceptValuationOffer } from '../trade-in/trade-in-offer-acceptance.js';
import { NOT_A_TRADE_IN_LEAD, tradeInLead } from '../trade-in/trade-in-lead.js';
import { answeringLocation, leadCarFacts, storedLeadOf } from './stored-lead.js';

const LeadQueryParamInputRef = builder.inputType('LeadQueryParamInput', {
  description: 'A query parameter of the landing page, kept with the lead for the dealer.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The parameter’s name, e.g. utm_source.' }),
    value: t.string({ required: true, description: 'Its value.' }),
  }),
});

const LeadAdjustmentAnswerInputRef = builder.inputType('LeadAdjustmentAnswerInput', {
  description: 'The shopper’s answer to one adjustment question of the trade-in valuation.',
  fields: (t) => ({
    questionId: t.string({ required: true, description: 'The question’s id.' }),
    answer: t.string({ required: true, description: 'The answer chosen.' }),
  }),
});

const TradeInValuationInputRef = builder.inputType('TradeInValuationInput', {
  description: 'Where the trade-in valuation stood when its lead was sent (trade-in form only).',
  fields: (t) => ({
    adjustmentAnswers: t.field({
      type: [LeadAdjustmentAnswerInputRef],
      description: 'The answers to the valuation’s adjustment questions.',
    }),
    offerAccepted: t.boolean({
      description: 'The shopper accepted the offer already (default false).',
    }),
    formCompleted: t.boolean({
      description: 'The shopper went through the whole valuation (default true).',
    }),
  }),
});

const SubmitLeadInputRef = builder.inputType('SubmitLeadInput', {
  description: 'A filled lead form, as the browser sends it.',
  fields: (t) => ({
    form: t.field({ type: LeadFormKindEnum, required: true, description: 'Which form.' }),
    idempotencyKey: t.string({
      required: true,
      description:
        'The browser’s key for this filled form, 8 to 100 characters (a UUID): made once per form and sent again on every retry. The same key with the same details answers the first submission; with other details it is refused (`IdempotencyConflictError`).',
    }),
    values: t.field({
      type: JsonScalar,
      required: true,
      description:
        'The form’s fields by the names the shared form schemas read (name, email, phone, message, carId — the vehicle’s `Car.internalId` — …), with the hidden `website` (left empty).',
    }),
    formToken: t.string({
      description:
        'The token the form was rendered with (in the page, or `startLeadForm`): it vouches that this site rendered the form, and is taken for one lead (a retry with the same idempotency key is the same lead). Missing, expired (after 12 hours), forged, another site’s or used for another lead already: refused as a `ValidationError` on `formToken` (nothing counts toward the limits); ask `startLeadForm` for a fresh one and send again. However soon after the form rendered it is sent, it is taken: a browser that fills a form in is as quick as a robot.',
    }),
    pageUrl: t.string({
      required: true,
      description: 'The address of the page the form was sent from.',
    }),
    visitedPages: t.stringList({
      description: 'The site’s pages the shopper saw, oldest first (the last 50 are kept).',
    }),
    linkedQueryParams: t.field({
      type: [LeadQueryParamInputRef],
      description: 'Landing-page query parameters kept for the dealer (at most 20).',
    }),
    tradeInValuation: t.field({
      type: TradeInValuationInputRef,
      description: 'Trade-in form only: where the valuation stood.',
    }),
  }),
});

interface SubmitLeadResult {
  leadId: string;
  replayed: boolean;
  analyticsEventIds: number[];
}

const SubmitLeadPayloadRef = builder.objectRef<SubmitLeadResult>('SubmitLeadPayload').implement({
  description: 'A lead the site took: stored, and on its way to the dealership.',
  fields: (t) => ({
    leadId: t.exposeID('leadId', { description: 'The lead’s id (also in the success path).' }),
    replayed: t.exposeBoolean('replayed', {
      description:
        'True when this answered a retry of a submission already taken (nothing new was stored).',
    }),
    successPath: t.string({
      description: 'Where the browser goes next: the success page for this lead.',
      resolve: (result) => successHref(result.leadId),
    }),
    analyticsEventIds: t.exposeIntList('analyticsEventIds', {
      description:
        'The analytics events the lead recorded (spec catalogue ids, e.g. 22 enquiry submit, 15 used-vehicle enquiry), for the page’s own tags.',
    }),
  }),
});

/** The vehicle a valid value names, from the site's own stock; null when it names none. */
async function carOfValue(carId: string | undefined, context: GraphQLContext) {
  if (carId === undefined) return null;
  const car = await context.loaders.carByIdLoader.load(carId);
  if (!car) {
    throw new NotFoundError(
      'carId',
      'This vehicle is not listed on this site any more. Please reload the page and try again.',
    );
  }
  return car;
}

/** What the idempotency key vouches for: the filled form (without the token it was sent with). */
function submittedDetails(input: SubmitLeadInput): unknown {
  // An older page still sends when the form opened; that never made another submission.
  const { startedAt: _openedAt, ...values } = input.values as Record<string, unknown>;
  return input.tradeInValuation == null
    ? { form: input.form, values }
    : { form: input.form, values, tradeInValuation: input.tradeInValuation };
}

/** What the dealer reads about a lead taken during a surge. */
export const SURGE_HOLD_NOTE =
  'Sent while the site was receiving far more enquiries than usual (possibly an automated flood). Check it is genuine before acting on it.';

const SURGE_HOLD: LeadReviewHold = { reason: 'surge', note: SURGE_HOLD_NOTE };

interface IssuedLeadForm {
  token: string;
  expiresAt: Date;
}

const StartLeadFormPayloadRef = builder
  .objectRef<IssuedLeadForm>('StartLeadFormPayload')
  .implement({
    description: 'The token a lead form sends back with its lead (`SubmitLeadInput.formToken`).',
    fields: (t) => ({
      token: t.exposeString('token', {
        description: 'Signed by the site: which site the form is on and when it opened.',
      }),
      expiresAt: t.string({
        description:
          'When the token stops being taken (ISO 8601), 12 hours after it was issued: then ask for another.',
        resolve: (issued) => issued.expiresAt.toISOString(),
      }),
    }),
  });

builder.mutationField('startLeadForm', (t) =>
  t.field({
    type: StartLeadFormPayloadRef,
    description:
      'Opens a lead form: a token, signed by the site, that the form sends with its lead (`SubmitLeadInput.formToken`). Good for one lead within 12 hours. A server-rendered page carries one in its forms already; the browser asks for one for a form it renders itself, and again when a token is refused.',
    resolve: (_root, _args, context) =>
      context.formTokens.issue(context.site.config.slug, context.now),
  }),
);

builder.mutationField('submitLead', (t) =>
  t.field({
    type: SubmitLeadPayloadRef,
    errors: {
      types: [NotFoundError, ValidationError, RateLimitedError, IdempotencyConflictError],
      union: { description: 'A lead taken, or why it was refused (nothing was stored then).' },
    },
    description:
      'Sends a filled lead form: checked with the form’s own schema (refusals as a `ValidationError` with its issues per field) and its single-use token (`formToken`), stored with its deliveries to the dealership in one transaction, and its analytics events recorded. A retry with the same idempotency key answers the first submission. Only leads taken count toward the limits (a refused form, a refused token or a retry never does): so many per connection (`RateLimitedError` with `retryAfterSeconds`); past the site’s usual pace a stricter allowance per connection, and the leads taken are held for review.',
    args: {
      input: t.arg({ type: SubmitLeadInputRef, required: true, description: 'The filled form.' }),
    },
    resolve: async (_root, { input }, context) => {
      const { site, now, records } = context;
      const form = siteLeadForm(site, input.form, now);
      const checked = await checkLeadSubmission(input, form, context.postcodes);
      if (!checked.ok) throw badInputs(checked.issues);
      const { value, attributes, valuation } = checked.submission;
      const car = await carOfValue('carId' in value ? value.carId : undefined, context);
      const carFacts = car ? leadCarFacts(car, site) : null;
      const payload = buildLeadPayload(value, {
        leadId: randomUUID(),
        url: input.pageUrl,
        userAgent: context.client.userAgent,
        car: carFacts,
        valuation,
        ...attributes,
      });
      const analyticsEventIds = leadAnalyticsEventIds(
        { form: value.form, subcategory: payload.subcategory },
        carFacts,
      );

      // The honeypot caught a robot. A refusal would tell it which field is the trap (and any
      // answer that differs from a real one, that it was caught): it gets what a sent lead gets,
      // and nothing is kept or counted. People never see the field, so no person's lead is lost.
      if (honeypotFilled(input.values)) {
        logger.info({ site: site.config.slug, form: value.form }, 'honeypot filled: lead dropped');
        return { leadId: payload.lead_id, replayed: false, analyticsEventIds };
      }

      // A retry of a submission already taken is answered as it was, before any other check:
      // its token may have expired since, and it must not count toward the limits again.
      const payloadHash = hashLeadSubmission(submittedDetails(input));
      const earlier = await records
        .leadOfIdempotencyKey(input.idempotencyKey, payloadHash)
        .catch((error: unknown) => {
          if (error instanceof LeadIdempotencyConflictError) throw idempotencyConflictError();
          throw error;
        });
      if (earlier) {
        return { leadId: earlier.lead.leadId, replayed: true, analyticsEventIds };
      }

      // However soon after the form rendered it comes, a valid token is taken: a browser that
      // fills the form in is as quick as a script. What a script cannot do is send a second lead
      // with a token it harvested once: each token is taken for one lead.
      const token = context.formTokens.check(input.formToken, site.config.slug, now);
      if (!token.ok) throw formTokenError(token.problem);
      if (await records.formTokenUsed(token.tokenId)) throw formTokenError('used');

      // Valid and new: only now does it count.
      const limit = await context.leadRateLimiter.take(site, context.client.address);
      if (!limit.allowed) throw rateLimitedError(limit);
      const held = limit.surge && site.config.leadForms.rateLimit.surge.holdForReview;

      let submitted;
      try {
        submitted = await records.submitLead({
          idempotencyKey: input.idempotencyKey,
          payloadHash,
          lead: {
            ...storedLeadOf({ site, value, payload, car, createdAt: now }),
            ...(held && { heldForReview: SURGE_HOLD }),
          },
          destinations: leadDestinations(site, answeringLocation(site, value, car)),
          formTokenId: token.tokenId,
        });
      } catch (error) {
        // A twin sent at the same moment took the key or the token: this one was not taken, and
        // does not count. (A twin with the same key and details is answered below, as a replay.)
        if (
          error instanceof LeadIdempotencyConflictError ||
          error instanceof LeadFormTokenUsedError
        ) {
          await context.leadRateLimiter.giveBack(site, context.client.address, limit);
          if (error instanceof LeadFormTokenUsedError) throw formTokenError('used');
          throw idempotencyConflictError();
        }
        throw error;
      }
      if (submitted.replayed) {
        await context.leadRateLimiter.giveBack(site, context.client.address, limit);
      }

      // A twin sent at the same moment was stored by the other request, and counted there.
      if (!submitted.replayed) {
        for (const eventId of analyticsEventIds) {
          await records.recordAnalyticsEvent({
            eventId,
            carId: car?.id ?? null,
            visitorKey: context.visitorKey,
            occurredAt: now,
          });
        }
      }
      return {
        leadId: submitted.lead.leadId,
        replayed: submitted.replayed,
        analyticsEventIds,
      };
    },
  }),
);

interface OfferAcceptedResult {
  offer: OfferAcceptedPayload;
  acceptedAt: Date;
  replayed: boolean;
  analyticsEventIds: number[];
}

const AcceptTradeInOfferPayloadRef = builder
  .objectRef<OfferAcceptedResult>('AcceptTradeInOfferPayload')
  .implement({
    description: 'A trade-in offer the shopper accepted, recorded against their trade-in lead.',
    fields: (t) => ({
      leadId: t.id({ description: 'The trade-in lead.', resolve: (r) => r.offer.lead_id }),
      category: t.string({
        description: 'The lead’s category (Trade-In).',
        resolve: (r) => r.offer.category,
      }),
      subcategory: t.string({
        description: `The follow-up's name: "${OFFER_ACCEPTED_SUBCATEGORY}".`,
        resolve: (r) => r.offer.subcategory,
      }),
      offerAccepted: t.boolean({
        description: 'Always true: the offer was accepted.',
        resolve: (r) => r.offer.offer_accepted,
      }),
      formCompleted: t.boolean({
        description: 'Always true: accepting completes the valuation.',
        resolve: (r) => r.offer.form_completed,
      }),
      acceptedAt: t.string({
        description: 'When the offer was first accepted (ISO 8601).',
        resolve: (result) => result.acceptedAt.toISOString(),
      }),
      replayed: t.exposeBoolean('replayed', {
        description: 'True when the offer had been accepted before (nothing new was recorded).',
      }),
      analyticsEventIds: t.exposeIntList('analyticsEventIds', {
        description: 'The analytics events of the acceptance, recorded once: 18 (lead accepted).',
      }),
    }),
  });

builder.mutationField('acceptTradeInOffer', (t) =>
  t.field({
    type: AcceptTradeInOfferPayloadRef,
    errors: {
      types: [NotFoundError, ValidationError],
      union: { description: 'The offer accepted, or why it cannot be.' },
    },
    description: `Records that the shopper accepted the offer of their trade-in lead’s valuation (\`valueTradeIn\`) as "${OFFER_ACCEPTED_SUBCATEGORY}", sent to the dealer; accepting again answers the first acceptance. Refused (\`NotFoundError\` on leadId) for a lead id that names no trade-in lead, and (\`ValidationError\` on leadId) without an offer to accept, or once the offer lapsed.`,
    args: {
      leadId: t.arg.id({
        required: true,
        description: 'The trade-in lead’s id (`SubmitLeadPayload.leadId`).',
      }),
    },
    resolve: async (_root, { leadId }, context) => {
      const lead = await tradeInLead(context.records, leadId);
      if (!lead) throw new NotFoundError('leadId', NOT_A_TRADE_IN_LEAD);
      const offer = buildOfferAcceptedPayload(
        lead.leadId,
        lead.category || LEAD_CATEGORIES['trade-in'],
      );
      const { acceptedAt, replayed } = await acceptValuationOffer(lead, context);
      if (!replayed) {
        await context.records.recordAnalyticsEvent({
          eventId: OFFER_ACCEPTED_EVENT_ID,
          carId: lead.vehicle?.carId ?? null,
          visitorKey: context.visitorKey,
          occurredAt: context.now,
        });
      }
      return { offer, acceptedAt, replayed, analyticsEventIds: [OFFER_ACCEPTED_EVENT_ID] };
    },
  }),
);

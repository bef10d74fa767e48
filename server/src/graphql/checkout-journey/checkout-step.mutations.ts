import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { builder } from '../../builder.js';
import {
  browserKeyHashOf,
  journeyOfShopper,
} from '../../checkout-journey/checkout-journey-owner.js';
import type {
  CheckoutJourney,
  CheckoutStep,
} from '../../checkout-journey/checkout-journey-records.port.js';
import {
  notPurchasableReason,
  unansweredStepsBefore,
} from '../../checkout-journey/checkout-journey-rules.js';
import type { GraphQLContext } from '../../context.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { badInput, NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { RateLimitedError } from '../common/refusals.js';
import { minutesText } from '../leads/lead-errors.js';
import { checkDetails, type CheckoutDetails } from './checkout-details-check.js';
import {
  CheckoutCarNotPurchasableError,
  CheckoutPaymentsUnavailableError,
} from './checkout-journey-errors.js';
import './checkout-journey-errors.type.js';
import { journeyWithLiveDeposit, startDeposit } from './checkout-journey-deposit.js';
import { recordStepFollowUp, submitJourneyLead } from './checkout-journey-lead.js';
import {
  CheckoutJourneyRef,
  CheckoutStepEnum,
  type CheckoutJourneyView,
} from './checkout-journey.type.js';
import {
  deliveryAnswer,
  financeAnswer,
  tradeInAnswer,
  type StepAnswer,
} from './checkout-step-answers.js';
import { SaveCheckoutStepInputRef } from './checkout-step.inputs.js';

/**
 * Saving one step of the online purchase: checked, worked out on the server, stored on the
 * journey (an answer given again replaces the earlier one) and sent to the dealer as the lead or
 * its follow-up. The deposit step starts the reservation and answers where to pay.
 */

const MAX_PAGE_URL_LENGTH = 2000;

const STEP_NAMES: Readonly<Record<CheckoutStep, string>> = {
  details: 'your details',
  tradeIn: 'trade-in',
  finance: 'finance',
  delivery: 'delivery',
  deposit: 'deposit',
};

interface SaveCheckoutStepResult {
  view: CheckoutJourneyView;
  step: CheckoutStep;
  paymentUrl: string | null;
}

const SaveCheckoutStepPayloadRef = builder
  .objectRef<SaveCheckoutStepResult>('SaveCheckoutStepPayload')
  .implement({
    description: 'The step saved, and the journey as it now stands.',
    fields: (t) => ({
      step: t.field({
        type: CheckoutStepEnum,
        description: 'The step saved.',
        resolve: (r) => r.step,
      }),
      journey: t.field({
        type: CheckoutJourneyRef,
        description: 'The journey with the step saved.',
        resolve: (r) => r.view,
      }),
      paymentUrl: t.string({
        nullable: true,
        description: 'The deposit step only: the payment page to send the shopper to.',
        resolve: (r) => r.paymentUrl,
      }),
    }),
  });

/** The origin of a page of this site (its own domains or its development host); null otherwise. */
export function siteOriginOf(pageUrl: string, site: Site): string | null {
  if (pageUrl.length > MAX_PAGE_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const ours = host === `${site.config.slug}.localhost` || site.config.domains.includes(host);
  return ours ? url.origin : null;
}

type StepInputs = {
  details?: unknown;
  tradeIn?: unknown;
  finance?: unknown;
  delivery?: unknown;
  deposit?: unknown;
};

function stepOf(input: StepInputs): CheckoutStep {
  const given = (['details', 'tradeIn', 'finance', 'delivery', 'deposit'] as const).filter(
    (step) => input[step] != null,
  );
  if (given.length !== 1) {
    throw badInput(
      'input',
      'give the answers of exactly one step (details, tradeIn, finance, delivery or deposit)',
    );
  }
  return given[0]!;
}

async function takeSave(context: GraphQLContext): Promise<void> {
  const limit = await context.checkoutStepRateLimiter.take(context.site, context.client.address);
  if (!limit.allowed) {
    throw new RateLimitedError(
      `Too many changes from this connection. Please try again in ${minutesText(limit.retryAfterSeconds)}.`,
      limit.scope,
      limit.retryAfterSeconds,
    );
  }
}

/** The shopper's journey for the car, started by the details step. */
async function journeyToSave(
  context: GraphQLContext,
  car: StockDocument,
  step: CheckoutStep,
): Promise<CheckoutJourney> {
  const { records, viewer, now } = context;
  const shopper = {
    userId: viewer?.userId ?? null,
    browserKeyHash: browserKeyHashOf(context.visitorKey),
  };
  if (shopper.userId === null && shopper.browserKeyHash === null) {
    throw badInput(
      'input',
      'this browser sent no cookie of this site, so the purchase could not be kept: allow cookies for this site and reload the page, or sign in',
    );
  }
  const journey = await journeyWithLiveDeposit(
    context,
    await journeyOfShopper(records, car.id, shopper, now),
  );
  if (journey) return journey;
  if (step !== 'details') throw badInput(step, `answer the ${STEP_NAMES.details} step first`);
  return records.createCheckoutJourney({ id: randomUUID(), carId: car.id, ...shopper }, now);
}

builder.mutationField('saveCheckoutStep', (t) =>
  t.field({
    type: SaveCheckoutStepPayloadRef,
    errors: {
      types: [
        ValidationError,
        NotFoundError,
        CheckoutCarNotPurchasableError,
        CheckoutPaymentsUnavailableError,
        RateLimitedError,
      ],
      union: { description: 'The step saved, or why it was not (nothing was saved then).' },
    },
    description:
      'Saves one step of the current shopper’s online purchase of a vehicle, in order (details, trade-in, finance, delivery, deposit; an earlier step may be answered again). The details step sends the dealer the purchase as one lead; each later step reaches them as a follow-up of it. The deposit step starts the reservation and answers `paymentUrl`. Refusals: a `ValidationError` naming each field (`details.email`, `finance.deposit`, …), `CheckoutCarNotPurchasableError` when the vehicle cannot be bought online, `CheckoutPaymentsUnavailableError` when the deposit cannot be started just now (nothing charged), `RateLimitedError` past so many saves per connection.',
    args: {
      input: t.arg({
        type: SaveCheckoutStepInputRef,
        required: true,
        description: 'One step’s answers.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      const { site, records, now } = context;
      if (!site.config.features.onlinePurchase) {
        throw new CheckoutCarNotPurchasableError('This site does not sell vehicles online.');
      }
      const step = stepOf(input);
      const origin = siteOriginOf(input.pageUrl, site);
      if (origin === null) throw badInput('pageUrl', 'must be the address of a page of this site');
      const car = await context.loaders.carBySlugLoader.load(input.carSlug.trim().slice(0, 200));
      if (!car) throw new NotFoundError('carSlug', 'is not a vehicle of this site');
      await takeSave(context);
      // Details are checked before a journey is started for them: a refused form keeps nothing.
      const checkedDetails = input.details
        ? await checkDetails(input.details, context.postcodes)
        : null;
      if (checkedDetails && !checkedDetails.ok) throw new ValidationError(checkedDetails.issues);

      let journey = await journeyToSave(context, car, step);
      if (journey.reservationId !== null) {
        throw badInput(
          step,
          'the deposit of this purchase was started already: see your reservation',
        );
      }
      const reason = notPurchasableReason(car, site);
      if (reason !== null) throw new CheckoutCarNotPurchasableError(reason);
      const waiting = unansweredStepsBefore(journey, step);
      if (waiting.length > 0)
        throw badInput(step, `answer the ${STEP_NAMES[waiting[0]!]} step first`);

      let answer: StepAnswer;
      let paymentUrl: string | null = null;
      switch (step) {
        case 'details': {
          // Checked above: a refused form never gets this far.
          const checked = checkedDetails as Extract<typeof checkedDetails, { ok: true }>;
          answer = { answers: { ...checked.details }, facts: detailsFacts(checked.details) };
          if (journey.leadId === null) {
            const leadId = await submitJourneyLead(
              context,
              journey,
              car,
              checked.details,
              input.pageUrl,
            );
            journey = { ...journey, leadId };
            const saved = await records.saveCheckoutStep(journey.id, step, answer.answers, now);
            return {
              step,
              view: {
                car,
                journey: await journeyWithLiveDeposit(context, saved),
                viewer: context.viewer,
              },
              paymentUrl,
            };
          }
          break;
        }
        case 'tradeIn':
          answer = await tradeInAnswer(input.tradeIn!, context);
          break;
        case 'finance':
          answer = await financeAnswer(input.finance!, car, context);
          break;
        case 'delivery':
          answer = await deliveryAnswer(input.delivery!, car, context);
          break;
        case 'deposit': {
          const started = await startDeposit(
            context,
            journey,
            car,
            input.deposit!.idempotencyKey,
            origin,
          );
          answer = started.answer;
          paymentUrl = started.paymentUrl;
          await records.setCheckoutJourneyReservation(
            journey.id,
            String(answer.answers.reservationId),
            now,
          );
          break;
        }
      }
      const saved = await records.saveCheckoutStep(journey.id, step, answer.answers, now);
      await recordStepFollowUp(context, journey, step, answer.answers, answer.facts);
      return {
        step,
        view: {
          car,
          journey: await journeyWithLiveDeposit(context, saved),
          viewer: context.viewer,
        },
        paymentUrl,
      };
    },
  }),
);

function detailsFacts(details: CheckoutDetails) {
  return [
    { label: 'Buyer', value: `${details.firstName} ${details.lastName}` },
    { label: 'E-mail', value: details.email },
    { label: 'Mobile', value: details.phone },
    { label: 'Postcode', value: details.postcode },
  ];
}

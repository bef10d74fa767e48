import { FREQUENCY_LABELS } from '@forecourt/schema/finance/finance-wording';
import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import type { RegoState } from '@forecourt/schema/leads/lead-fields';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { CheckoutFact } from '../../checkout-journey/checkout-journey-lead.js';
import type { GraphQLContext } from '../../context.js';
import { financeCalculatorBounds } from '../../finance/finance-calculator-bounds.js';
import { financeOffered } from '../../finance/finance-eligibility.js';
import { financeQuote } from '../../finance/finance-quote.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { siteVehicleNameExample } from '../../trade-in/vehicle-name-example.js';
import { badInput, badInputs } from '../common/input-validation-error.js';
import { deliveryAvailable, deliveryEstimate } from '../delivery/delivery-estimate.js';
import {
  checkValuationInput,
  type TradeInAnswerInput,
} from '../trade-in/trade-in-valuation-input.js';
import { currentYearAt, valueCar } from '../trade-in/trade-in-valuation.mutations.js';
import { checkFinance, type CheckoutFinanceInput } from './checkout-finance-check.js';

/**
 * The trade-in, finance and delivery steps worked out on the server from what the shopper chose:
 * the trade-in valued like the site's own valuation, the finance quote with the calculator's
 * maths, the delivery price from the site's delivery table. Each answer comes with its facts as
 * the dealer reads them. A refusal names the field (`tradeIn.vehicle.year`, `finance.deposit`,
 * `delivery.postcode`) and why.
 */

export interface StepAnswer {
  answers: Record<string, unknown>;
  facts: CheckoutFact[];
}

export interface CheckoutTradeInInput {
  hasTradeIn: boolean;
  rego?: string | null | undefined;
  regoState?: RegoState | null | undefined;
  vehicle?:
    | { year: number; make: string; model: string; badge?: string | null; km: number }
    | null
    | undefined;
  answers?: readonly TradeInAnswerInput[] | null | undefined;
}

export async function tradeInAnswer(
  input: CheckoutTradeInInput,
  context: GraphQLContext,
): Promise<StepAnswer> {
  const { site } = context;
  if (!input.hasTradeIn) {
    return { answers: { hasTradeIn: false }, facts: [{ label: 'Trade-in', value: 'None' }] };
  }
  if (!site.config.features.tradeIn) {
    throw badInput('tradeIn.hasTradeIn', 'this site takes no trade-ins online: choose no trade-in');
  }
  if (!input.vehicle) throw badInput('tradeIn.vehicle', 'is required with a trade-in');
  const checked = checkValuationInput(
    {
      leadId: '',
      rego: input.rego,
      regoState: input.regoState,
      vehicle: input.vehicle,
      answers: input.answers ?? [],
    },
    site.config.tradeIn.questions,
    currentYearAt(context),
    {
      vehicleType: vehicleTypeInSentence(site.config.labels.vehicleType),
      example: await siteVehicleNameExample(context.stock),
    },
  );
  if (!checked.ok) {
    throw badInputs(checked.issues.map((issue) => ({ ...issue, field: `tradeIn.${issue.field}` })));
  }
  const valuation = await valueCar(checked.input, context);
  return {
    answers: {
      hasTradeIn: true,
      // The valuation follow-up's own keys, so the dealer's e-mail reads it the same way.
      vehicle: checked.input.vehicle,
      rego: checked.input.rego,
      regoState: checked.input.regoState,
      adjustmentAnswers: checked.input.answers,
      offer: valuation.offer,
      estimate_low: valuation.estimateLow,
      estimate_high: valuation.estimateHigh,
      reason: valuation.reason,
      valid_until: valuation.validUntil,
      basis: valuation.basis,
      disclaimer: valuation.disclaimer,
    },
    facts: [],
  };
}

/** The calculator's bounds for the car (null: the site offers no finance on it). */
async function financeBounds(car: StockDocument, context: GraphQLContext) {
  const { config } = context.site;
  if (!financeOffered(car, config)) return null;
  const entries = await context.loaders.carFinanceLendersLoader.load(car);
  return financeCalculatorBounds({
    car,
    variant: 'page',
    finance: config.finance,
    entry: entries[config.finance.provider!],
    estimate: financeQuote(car, entries, config, context.now),
    siteDisclaimer: config.texts.financeDisclaimer,
  });
}

export async function financeAnswer(
  input: CheckoutFinanceInput,
  car: StockDocument,
  context: GraphQLContext,
): Promise<StepAnswer> {
  const bounds = input.method === 'cash' ? null : await financeBounds(car, context);
  const checked = checkFinance(input, car.price, bounds);
  if (!checked.ok) throw badInputs(checked.issues);
  const { finance } = checked;
  if (finance.method === 'cash') {
    return { answers: finance, facts: [{ label: 'Payment', value: 'Pay cash (no finance)' }] };
  }
  const repayment =
    finance.repayment === null
      ? 'Too small to quote: enquire'
      : `${formatDollars(finance.repayment)} ${FREQUENCY_LABELS[finance.frequency].toLowerCase()}`;
  const facts: CheckoutFact[] = [
    { label: 'Payment', value: 'Finance' },
    { label: 'Deposit', value: formatDollars(finance.deposit) },
    { label: 'Term', value: `${finance.termYears} years` },
    { label: 'Interest rate', value: `${finance.interestRate}% p.a.` },
    { label: 'Amount financed', value: formatDollars(finance.amountFinanced) },
    { label: 'Repayment', value: repayment },
  ];
  if (finance.totalRepayments !== null) {
    facts.push({ label: 'Total repayments', value: formatDollars(finance.totalRepayments) });
  }
  if (finance.lenderName) facts.push({ label: 'Lender', value: finance.lenderName });
  return { answers: finance, facts };
}

export type CheckoutDeliveryMethod = 'pickUp' | 'delivery';

export interface CheckoutDeliveryInput {
  method: CheckoutDeliveryMethod;
  postcode?: string | null | undefined;
}

/** Longer than any postcode: not worth looking up. */
const MAX_POSTCODE_INPUT_LENGTH = 10;

export async function deliveryAnswer(
  input: CheckoutDeliveryInput,
  car: StockDocument,
  context: GraphQLContext,
): Promise<StepAnswer> {
  const { site } = context;
  const location = site.locationsById.get(car.locationId) ?? site.locations[0]!;
  if (input.method === 'pickUp') {
    const where = `${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`;
    return {
      answers: { method: 'pickUp', locationId: location.id, locationName: location.name },
      facts: [{ label: 'Handover', value: `Pick up at ${where}` }],
    };
  }
  if (!deliveryAvailable(site.config)) {
    throw badInput('delivery.method', 'this site does not deliver: choose to pick the vehicle up');
  }
  const postcode = (input.postcode ?? '').trim();
  if (postcode.length > MAX_POSTCODE_INPUT_LENGTH) {
    throw badInput('delivery.postcode', 'must be a 4-digit Australian postcode');
  }
  const estimate = await deliveryEstimate({
    postcode,
    carAt: location.address,
    config: site.config,
    postcodes: context.postcodes,
  });
  if (!estimate.available) throw badInput('delivery.postcode', estimate.message);
  return {
    answers: {
      method: 'delivery',
      postcode,
      price: estimate.price,
      regionName: estimate.regionName,
      distanceKm: estimate.distanceKm,
    },
    facts: [
      { label: 'Handover', value: `Delivery to postcode ${postcode}` },
      {
        label: 'Delivery estimate',
        value: `${formatDollars(estimate.price)} (${estimate.regionName}, about ${estimate.distanceKm} km)`,
      },
    ],
  };
}

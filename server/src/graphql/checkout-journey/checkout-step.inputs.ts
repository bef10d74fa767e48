import { builder } from '../../builder.js';
import { RepaymentFrequencyEnum } from '../finance/finance-calculator.type.js';
import { RegoStateEnum } from '../trade-in/trade-in-rego.query.js';
import {
  TradeInAnswerInputRef,
  TradeInVehicleInputRef,
} from '../trade-in/trade-in-valuation.mutations.js';
import { CheckoutDeliveryMethodEnum, CheckoutFinanceMethodEnum } from './checkout-journey.type.js';

/** The answers of one step of the online purchase: `SaveCheckoutStepInput` carries exactly one. */

const CheckoutDetailsInputRef = builder.inputType('CheckoutDetailsInput', {
  description: 'The buyer (the shared lead form fields).',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    email: t.string({ required: true, description: 'E-mail address.' }),
    phone: t.string({ required: true, description: 'Australian mobile number (04xx xxx xxx).' }),
    postcode: t.string({ required: true, description: 'Australian postcode, 4 digits.' }),
  }),
});

const CheckoutTradeInInputRef = builder.inputType('CheckoutTradeInInput', {
  description:
    'No trade-in, or the shopper’s car and answers to value it as the site’s valuation does.',
  fields: (t) => ({
    hasTradeIn: t.boolean({ required: true, description: 'Whether the buyer trades a car in.' }),
    rego: t.string({ description: 'The car’s rego, when given.' }),
    regoState: t.field({ type: RegoStateEnum, description: 'The rego’s state.' }),
    vehicle: t.field({ type: TradeInVehicleInputRef, description: 'The car (with a trade-in).' }),
    answers: t.field({
      type: [TradeInAnswerInputRef],
      description: 'One answer to each of `Site.tradeIn.questions` (with a trade-in).',
    }),
  }),
});

const CheckoutFinanceInputRef = builder.inputType('CheckoutFinanceInput', {
  description:
    'Pay cash, or finance: the calculator’s deposit, term and frequency (the server works out the repayment).',
  fields: (t) => ({
    method: t.field({
      type: CheckoutFinanceMethodEnum,
      required: true,
      description: 'Cash or finance.',
    }),
    deposit: t.float({
      description: 'Finance deposit, dollars (within `Car.financeCalculator.deposit`).',
    }),
    termYears: t.float({
      description: 'Loan term, years (one of `Car.financeCalculator.term.options`).',
    }),
    frequency: t.field({
      type: RepaymentFrequencyEnum,
      description: 'How often repayments are made.',
    }),
  }),
});

const CheckoutDeliveryInputRef = builder.inputType('CheckoutDeliveryInput', {
  description: 'Pick up at the vehicle’s location, or delivery to a postcode.',
  fields: (t) => ({
    method: t.field({
      type: CheckoutDeliveryMethodEnum,
      required: true,
      description: 'Pick up or delivery.',
    }),
    postcode: t.string({ description: 'The delivery postcode (with delivery).' }),
  }),
});

const CheckoutDepositInputRef = builder.inputType('CheckoutDepositInput', {
  description: 'Start paying the deposit.',
  fields: (t) => ({
    idempotencyKey: t.string({
      required: true,
      description:
        'The browser’s key for this attempt (a UUID, 8 to 100 characters): a retry with it answers the same payment.',
    }),
  }),
});

export const SaveCheckoutStepInputRef = builder.inputType('SaveCheckoutStepInput', {
  description: 'One step’s answers for one vehicle: exactly one of the step members is given.',
  fields: (t) => ({
    carSlug: t.string({
      required: true,
      description: 'The vehicle’s slug (the journey’s car_id).',
    }),
    pageUrl: t.string({
      required: true,
      description:
        'The address of the journey page (of this site): the dealer’s lead names it and payment returns to it.',
    }),
    details: t.field({ type: CheckoutDetailsInputRef, description: 'The details step.' }),
    tradeIn: t.field({ type: CheckoutTradeInInputRef, description: 'The trade-in step.' }),
    finance: t.field({ type: CheckoutFinanceInputRef, description: 'The finance step.' }),
    delivery: t.field({ type: CheckoutDeliveryInputRef, description: 'The delivery step.' }),
    deposit: t.field({ type: CheckoutDepositInputRef, description: 'The deposit step.' }),
  }),
});

import {
  checkoutJourneyPath,
  reservationPath,
} from '@forecourt/schema/reservations/checkout-paths';
import type { Viewer } from '../../accounts/viewer.js';
import {
  CHECKOUT_STEPS,
  type CheckoutJourney,
  type CheckoutStep,
} from '../../checkout-journey/checkout-journey-records.port.js';
import {
  nextCheckoutStep,
  notPurchasableReason,
} from '../../checkout-journey/checkout-journey-rules.js';
import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';
import { deliveryAvailable } from '../delivery/delivery-estimate.js';
import { RepaymentFrequencyEnum } from '../finance/finance-calculator.type.js';

/**
 * The online purchase journey of one car as the shopper sees it: the steps answered (with their
 * answers, so "Back" shows them), the next step, and what the site offers at each step.
 */

export interface CheckoutJourneyView {
  car: StockDocument;
  /** Null until the shopper saves the first step. */
  journey: CheckoutJourney | null;
  viewer: Viewer | null;
}

export const CheckoutStepEnum = builder.enumType('CheckoutStep', {
  description: 'A step of the online purchase, in order.',
  values: {
    DETAILS: { value: 'details', description: 'The buyer’s details.' },
    TRADE_IN: { value: 'tradeIn', description: 'A trade-in, or none.' },
    FINANCE: { value: 'finance', description: 'Pay cash or finance.' },
    DELIVERY: { value: 'delivery', description: 'Pick up or delivery.' },
    DEPOSIT: { value: 'deposit', description: 'The deposit that reserves the vehicle.' },
  } as const satisfies Record<string, { value: CheckoutStep; description: string }>,
});

export const CheckoutFinanceMethodEnum = builder.enumType('CheckoutFinanceMethod', {
  description: 'How the buyer pays.',
  values: {
    CASH: { value: 'cash', description: 'Pay in full, no finance.' },
    FINANCE: { value: 'finance', description: 'Finance with the calculator’s quote.' },
  } as const,
});

export const CheckoutDeliveryMethodEnum = builder.enumType('CheckoutDeliveryMethod', {
  description: 'How the buyer gets the vehicle.',
  values: {
    PICK_UP: { value: 'pickUp', description: 'Pick it up at its location.' },
    DELIVERY: { value: 'delivery', description: 'Delivered to a postcode.' },
  } as const,
});

type Answers = Record<string, unknown>;
const str = (answers: Answers, key: string): string | null =>
  typeof answers[key] === 'string' ? answers[key] : null;
const num = (answers: Answers, key: string): number | null =>
  typeof answers[key] === 'number' ? answers[key] : null;

const CheckoutDetailsRef = builder.objectRef<Answers>('CheckoutDetails').implement({
  description: 'The buyer’s details as saved.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.', resolve: (a) => str(a, 'firstName') ?? '' }),
    lastName: t.string({ description: 'Last name.', resolve: (a) => str(a, 'lastName') ?? '' }),
    email: t.string({ description: 'E-mail address.', resolve: (a) => str(a, 'email') ?? '' }),
    phone: t.string({ description: 'Mobile number.', resolve: (a) => str(a, 'phone') ?? '' }),
    postcode: t.string({ description: 'Postcode.', resolve: (a) => str(a, 'postcode') ?? '' }),
  }),
});

const CheckoutTradeInAnswerRef = builder
  .objectRef<{ questionId: string; answer: string }>('CheckoutTradeInAnswer')
  .implement({
    description: 'The answer to one of the site’s trade-in questions.',
    fields: (t) => ({
      questionId: t.exposeID('questionId', { description: 'The question’s id.' }),
      answer: t.exposeString('answer', { description: 'The chosen option’s value.' }),
    }),
  });

interface TradeInCar {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
}

const CheckoutTradeInRef = builder.objectRef<Answers>('CheckoutTradeIn').implement({
  description: 'The trade-in as saved: none, or the shopper’s car and its valuation.',
  fields: (t) => ({
    hasTradeIn: t.boolean({
      description: 'Whether the buyer trades a car in.',
      resolve: (a) => a.hasTradeIn === true,
    }),
    rego: t.string({ nullable: true, description: 'Its rego.', resolve: (a) => str(a, 'rego') }),
    year: t.int({
      nullable: true,
      description: 'Year built.',
      resolve: (a) => car(a)?.year ?? null,
    }),
    make: t.string({ nullable: true, description: 'Make.', resolve: (a) => car(a)?.make ?? null }),
    model: t.string({
      nullable: true,
      description: 'Model.',
      resolve: (a) => car(a)?.model ?? null,
    }),
    badge: t.string({
      nullable: true,
      description: 'Badge.',
      resolve: (a) => car(a)?.badge ?? null,
    }),
    km: t.int({ nullable: true, description: 'Odometer, km.', resolve: (a) => car(a)?.km ?? null }),
    answers: t.field({
      type: [CheckoutTradeInAnswerRef],
      description: 'The answers to the site’s questions.',
      resolve: (a) =>
        Object.entries((a.adjustmentAnswers ?? {}) as Record<string, string>).map(
          ([questionId, answer]) => ({ questionId, answer }),
        ),
    }),
    offer: t.float({
      nullable: true,
      description: 'The indicative offer, whole dollars; null when none is made online.',
      resolve: (a) => num(a, 'offer'),
    }),
    estimateLow: t.float({
      nullable: true,
      description: 'Low end of the estimate.',
      resolve: (a) => num(a, 'estimate_low'),
    }),
    estimateHigh: t.float({
      nullable: true,
      description: 'High end of the estimate.',
      resolve: (a) => num(a, 'estimate_high'),
    }),
    reason: t.string({
      nullable: true,
      description: 'Why there is no online offer.',
      resolve: (a) => str(a, 'reason'),
    }),
    disclaimer: t.string({
      nullable: true,
      description: 'The estimate’s disclaimer.',
      resolve: (a) => str(a, 'disclaimer'),
    }),
  }),
});

const car = (a: Answers): TradeInCar | null =>
  typeof a.vehicle === 'object' && a.vehicle !== null ? (a.vehicle as TradeInCar) : null;

const CheckoutFinanceRef = builder.objectRef<Answers>('CheckoutFinance').implement({
  description: 'The payment as saved: cash, or finance with the quote worked out by the server.',
  fields: (t) => ({
    method: t.field({
      type: CheckoutFinanceMethodEnum,
      description: 'Cash or finance.',
      resolve: (a) => (a.method === 'finance' ? 'finance' : 'cash'),
    }),
    deposit: t.float({
      nullable: true,
      description: 'The finance deposit, dollars.',
      resolve: (a) => num(a, 'deposit'),
    }),
    termYears: t.float({
      nullable: true,
      description: 'The loan term, years.',
      resolve: (a) => num(a, 'termYears'),
    }),
    frequency: t.field({
      type: RepaymentFrequencyEnum,
      nullable: true,
      description: 'How often repayments are made.',
      resolve: (a) =>
        a.frequency === 'week' || a.frequency === 'fortnight' || a.frequency === 'month'
          ? a.frequency
          : null,
    }),
    interestRate: t.float({
      nullable: true,
      description: 'Interest rate, percent a year.',
      resolve: (a) => num(a, 'interestRate'),
    }),
    amountFinanced: t.float({
      nullable: true,
      description: 'The amount borrowed, dollars.',
      resolve: (a) => num(a, 'amountFinanced'),
    }),
    repayment: t.float({
      nullable: true,
      description: 'Whole dollars each period; null for cash or a loan too small to quote.',
      resolve: (a) => num(a, 'repayment'),
    }),
    totalRepayments: t.float({
      nullable: true,
      description: 'All repayments together.',
      resolve: (a) => num(a, 'totalRepayments'),
    }),
  }),
});

const CheckoutDeliveryRef = builder.objectRef<Answers>('CheckoutDelivery').implement({
  description: 'The handover as saved: pick up at the vehicle’s location, or delivery.',
  fields: (t) => ({
    method: t.field({
      type: CheckoutDeliveryMethodEnum,
      description: 'Pick up or delivery.',
      resolve: (a) => (a.method === 'delivery' ? 'delivery' : 'pickUp'),
    }),
    locationName: t.string({
      nullable: true,
      description: 'Where to pick it up.',
      resolve: (a) => str(a, 'locationName'),
    }),
    postcode: t.string({
      nullable: true,
      description: 'The delivery postcode.',
      resolve: (a) => str(a, 'postcode'),
    }),
    price: t.float({
      nullable: true,
      description: 'The delivery estimate, dollars.',
      resolve: (a) => num(a, 'price'),
    }),
    regionName: t.string({
      nullable: true,
      description: 'The delivery region.',
      resolve: (a) => str(a, 'regionName'),
    }),
  }),
});

const CheckoutDepositRef = builder.objectRef<Answers>('CheckoutDeposit').implement({
  description: 'The deposit started: its reservation and where to see it.',
  fields: (t) => ({
    amount: t.float({
      nullable: true,
      description: 'The deposit, dollars.',
      resolve: (a) => num(a, 'amount'),
    }),
    reference: t.string({
      nullable: true,
      description: 'The reservation’s reference.',
      resolve: (a) => str(a, 'reference'),
    }),
    reservationPath: t.string({
      nullable: true,
      description: 'The reservation’s page.',
      resolve: (a) => {
        const id = str(a, 'reservationId');
        return id === null ? null : reservationPath(id);
      },
    }),
  }),
});

const step = (view: CheckoutJourneyView, name: CheckoutStep) => view.journey?.steps[name] ?? null;

export const CheckoutJourneyRef = builder
  .objectRef<CheckoutJourneyView>('CheckoutJourney')
  .implement({
    description:
      'The shopper’s online purchase of one vehicle (spec 1 §2): the steps answered, with their answers, and the next. Signed in, it is the account’s (any device); else this browser’s.',
    fields: (t) => ({
      id: t.id({
        description:
          'The journey of this vehicle as the asking shopper sees it (one per vehicle per shopper): the store keeps the page and each saved step’s answer as one record.',
        resolve: (view) => `CheckoutJourney:${view.car.id}`,
      }),
      journeyId: t.id({
        nullable: true,
        description: 'The journey’s id; null until the first step is saved.',
        resolve: (view) => view.journey?.id ?? null,
      }),
      path: t.string({
        description: 'The journey’s page (/checkout-journey?car_id={slug}).',
        resolve: (view) => checkoutJourneyPath(view.car.slug),
      }),
      car: t.field({
        type: CarRef,
        description: 'The vehicle being bought.',
        resolve: (view) => view.car,
      }),
      notPurchasableReason: t.string({
        nullable: true,
        description:
          'Why the vehicle cannot be bought online now (sold, reserved by another buyer); null when it can, or when this shopper’s deposit already holds it.',
        resolve: (view, _args, { site }) =>
          view.journey?.reservationId ? null : notPurchasableReason(view.car, site),
      }),
      completedSteps: t.field({
        type: [CheckoutStepEnum],
        description: 'The steps answered, in order.',
        resolve: (view) => CHECKOUT_STEPS.filter((name) => step(view, name) !== null),
      }),
      nextStep: t.field({
        type: CheckoutStepEnum,
        nullable: true,
        description: 'The first step not answered yet; null once the deposit was started.',
        resolve: (view) => nextCheckoutStep(view.journey ?? { steps: {} }),
      }),
      details: t.field({
        type: CheckoutDetailsRef,
        nullable: true,
        description:
          'The buyer’s details; before they are saved, what the account knows (e-mail, mobile).',
        resolve: (view) =>
          step(view, 'details') ??
          (view.viewer ? { email: view.viewer.email, phone: view.viewer.phone ?? '' } : null),
      }),
      tradeIn: t.field({
        type: CheckoutTradeInRef,
        nullable: true,
        description: 'The trade-in step’s answer.',
        resolve: (view) => step(view, 'tradeIn'),
      }),
      finance: t.field({
        type: CheckoutFinanceRef,
        nullable: true,
        description: 'The finance step’s answer.',
        resolve: (view) => step(view, 'finance'),
      }),
      delivery: t.field({
        type: CheckoutDeliveryRef,
        nullable: true,
        description: 'The delivery step’s answer.',
        resolve: (view) => step(view, 'delivery'),
      }),
      deposit: t.field({
        type: CheckoutDepositRef,
        nullable: true,
        description: 'The deposit step’s answer.',
        resolve: (view) => step(view, 'deposit'),
      }),
      tradeInOffered: t.boolean({
        description:
          'Whether the site values trade-ins (else the trade-in step is "no trade-in" only).',
        resolve: (_view, _args, { site }) => site.config.features.tradeIn,
      }),
      deliveryOffered: t.boolean({
        description: 'Whether the site delivers (else the vehicle is picked up).',
        resolve: (_view, _args, { site }) => deliveryAvailable(site.config),
      }),
      depositAmount: t.float({
        description:
          'The deposit that reserves the vehicle, whole dollars (the site’s reservations.deposit).',
        resolve: (_view, _args, { site }) => site.config.reservations.deposit,
      }),
    }),
  });

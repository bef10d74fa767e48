import type { CheckoutStep } from '../../__generated__/CheckoutJourney_journey.graphql';

/** The journey's steps in order, as the stepper names them. */
export type JourneyStep = Exclude<CheckoutStep, '%future added value'>;

export const JOURNEY_STEPS: readonly { step: JourneyStep; label: string }[] = [
  { step: 'DETAILS', label: 'Your details' },
  { step: 'TRADE_IN', label: 'Trade-in' },
  { step: 'FINANCE', label: 'Finance' },
  { step: 'DELIVERY', label: 'Delivery' },
  { step: 'DEPOSIT', label: 'Deposit' },
];

export const stepLabel = (step: JourneyStep): string =>
  JOURNEY_STEPS.find((entry) => entry.step === step)!.label;

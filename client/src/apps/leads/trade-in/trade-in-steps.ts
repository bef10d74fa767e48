import type { TradeInFlowStep } from './trade-in-flow-store';

/**
 * The trade-in's steps as the step indicator counts them ("Step 2 of 4"): the form, the car, its
 * condition and the estimate. A site that asks no questions has no condition step.
 */
export function tradeInStepCount(questionCount: number): number {
  return questionCount > 0 ? 4 : 3;
}

/** The number of a step after the form. */
export function tradeInStepNumber(step: TradeInFlowStep, questionCount: number): number {
  if (step === 'car') return 2;
  if (step === 'condition') return 3;
  return tradeInStepCount(questionCount);
}

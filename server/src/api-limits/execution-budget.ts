import { GraphQLError } from 'graphql';
import { EXECUTION_TIME_LIMIT, LIMIT_REFUSAL } from './limit-refusal.js';

interface Budget {
  deadline: number;
  refusal: () => GraphQLError;
  /** The request's: aborted when its client goes away. */
  signal: AbortSignal | undefined;
}

/** The running operations' budgets, by the context their resolvers are handed. */
const budgets = new WeakMap<object, Budget>();

/**
 * Starts the time budget of the operation whose resolvers are handed `context`. Operations run as
 * compiled code (compiled-execution.plugin.ts), which takes no signal to stop on, and work made of
 * promises that settle at once never lets a timer run anyway: the resolvers of expensive fields
 * check the budget themselves (`stopWhenCancelled`) before they start.
 */
export function startExecutionBudget(
  context: object,
  limitMs: number,
  requestSignal?: AbortSignal,
): void {
  // Made only when the time is up: an error captures its stack, and nearly every operation
  // finishes in time.
  let made: GraphQLError | undefined;
  const refusal = () =>
    (made ??= new GraphQLError(
      `Execution time limit of ${limitMs} ms exceeded: the operation was stopped. Ask for fewer fields or smaller pages.`,
      { extensions: { code: EXECUTION_TIME_LIMIT, limit: limitMs, ...LIMIT_REFUSAL } },
    ));
  budgets.set(context, { deadline: performance.now() + limitMs, refusal, signal: requestSignal });
}

/**
 * Stops a resolver before it starts expensive work when its operation ran out of time or its
 * client went away: past the deadline it throws the operation's refusal, which the time limit's
 * plugin answers once for the whole operation.
 */
export function stopWhenCancelled(context: object): void {
  const budget = budgets.get(context);
  if (!budget) return;
  budget.signal?.throwIfAborted();
  if (performance.now() > budget.deadline) throw budget.refusal();
}

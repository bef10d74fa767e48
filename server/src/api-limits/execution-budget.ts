import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { EXECUTION_TIME_LIMIT, LIMIT_REFUSAL } from './limit-refusal.js';

interface Budget {
  deadline: number;
  refusal: () => GraphQLError;
}

/** The running operations' budgets, by the signal the executor hands their resolvers. */
const budgets = new WeakMap<AbortSignal, Budget>();

/**
 * Starts an operation's time budget: a signal for the executor that aborts when the time is up
 * or the client goes away. Work made of promises that settle at once never lets a timer run, so
 * resolvers of expensive fields also check the deadline itself (`stopWhenCancelled`).
 */
export function startExecutionBudget(limitMs: number, requestSignal?: AbortSignal) {
  // Made only when the time is up: an error captures its stack, and nearly every operation
  // finishes in time.
  let made: GraphQLError | undefined;
  const refusal = () =>
    (made ??= new GraphQLError(
      `Execution time limit of ${limitMs} ms exceeded: the operation was stopped. Ask for fewer fields or smaller pages.`,
      { extensions: { code: EXECUTION_TIME_LIMIT, limit: limitMs, ...LIMIT_REFUSAL } },
    ));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(refusal()), limitMs);
  timer.unref();
  const signal = requestSignal
    ? AbortSignal.any([controller.signal, requestSignal])
    : controller.signal;
  budgets.set(signal, { deadline: performance.now() + limitMs, refusal });
  return { signal, stop: () => clearTimeout(timer) };
}

/**
 * Stops a resolver before it starts expensive work when its operation ran out of time or its
 * client went away. The executor hands resolvers the operation's signal in `info`. Past the
 * deadline the resolver throws the refusal itself rather than aborting the signal from inside
 * the executor, which would leave the executor's pending promises unhandled.
 */
export function stopWhenCancelled(info: GraphQLResolveInfo): void {
  const signal = (info as GraphQLResolveInfo & { signal?: AbortSignal }).signal;
  if (!signal) return;
  signal.throwIfAborted();
  const budget = budgets.get(signal);
  if (budget && performance.now() > budget.deadline) throw budget.refusal();
}

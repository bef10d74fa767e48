import { setImmediate } from 'node:timers';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Answers begun per turn of the event loop. */
const ANSWERS_PER_TURN = 1;

/**
 * Starts of work taken in order of arrival, `perTurn` on each turn of the event loop.
 *
 * Written here rather than taken from a queue library: what matters is the event loop's phases
 * (an immediate queued while immediates run waits for the loop's next turn), which no general
 * limiter promises. Node's own setImmediate, not the global one, which a test's fake timers may
 * replace and never run.
 */
export function turnstile(perTurn: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(release);
  };
  function release() {
    scheduled = false;
    for (const enter of waiting.splice(0, perTurn)) enter();
    if (waiting.length > 0) schedule();
  }
  return () =>
    new Promise<void>((enter) => {
      waiting.push(enter);
      schedule();
    });
}

/**
 * GraphQL answers begun one a turn of the event loop, in order of arrival, once their bodies are
 * in.
 *
 * Answering a query (checks, cost, execution, the stock search, serialising, compressing) is
 * promise continuations from the moment its body has been read, so it ran to its end in the
 * callback that read the body, and every answer whose body came in the same turn ran in that
 * turn. The process accepts one new connection a turn (libuv's listening socket), so under load
 * a turn of 50 answers (about 175 ms) let one connection in: with 50 opening at once the last
 * waited 4 s for its first answer while the median took 0.13 s (`pnpm bench:web`'s cold search
 * query, its p99 6–11× its p50). Begun one a turn, each answer runs between the loop's reads of
 * its sockets and accepts. An answer waiting on the database or Redis holds no place: the next
 * begins on the next turn. Pages take their turns for their renders (web/render-admission.ts).
 *
 * A request whose sender has hung up before its turn comes is not answered (as pages are not):
 * under overload the queue then drains at the rate senders give up, and a flood of requests
 * that hang up at once costs a turn each instead of an answer each.
 */
export function useAnswersInTurn(): Plugin {
  const enter = turnstile(ANSWERS_PER_TURN);
  return {
    onParams: async ({ request, setResult }) => {
      await enter();
      if (request.signal.aborted) setResult(abandoned());
    },
  };
}

/** What stands in for the answer nobody is left to receive (it is never sent). */
const abandoned = () => ({
  errors: [
    new GraphQLError('The request was abandoned before it was answered.', {
      extensions: { code: 'REQUEST_ABANDONED', http: { status: 503 } },
    }),
  ],
});

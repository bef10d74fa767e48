import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { RenderPage } from '@forecourt/client/ssr-contract';

/** Environment: how many pages the process renders at once; the rest wait their turn. */
export const RENDER_CONCURRENCY_ENV = 'FORECOURT_RENDER_CONCURRENCY';

/** Renders at once per core by default (see renderPagesInTurn). */
const RENDERS_PER_CORE = 2;

/** Renders at once unless the environment says otherwise. */
export const defaultRenderConcurrency = (): number => RENDERS_PER_CORE * availableParallelism();

/** The number of renders at once from the environment; the default unless set. */
export function renderConcurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const given = env[RENDER_CONCURRENCY_ENV]?.trim();
  if (!given) return defaultRenderConcurrency();
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(
      `${RENDER_CONCURRENCY_ENV}: "${given}" is not a whole number of renders (1 or more)`,
    );
  }
  return count;
}

/**
 * Server renders taken in their order of arrival, at most `concurrency` at once, each started on
 * a turn of the event loop of its own.
 *
 * A page's render runs its GraphQL queries in-process and React's render, and almost all of it
 * is promise continuations: once begun, it runs to its end without letting the event loop read a
 * socket. Every request that arrived together therefore rendered together, in one long turn
 * (about a second with 30 pages under way on this machine's cores), and new connections were
 * accepted only between such turns: with 50 connections opening at once, the last waited seconds
 * before the process read its request (the slowest 1 % of cold vehicle and search pages took 13
 * to 15 times as long as the median in `pnpm bench:web`). Started on a turn of their own (and
 * pageGraphQL lets the loop turn again after each answer), renders interleave with reading
 * sockets; taken a few at a time in order of arrival, a page waits only for those that came
 * before it. Two renders per core keep a core busy while another waits on a database or the
 * search engine.
 *
 * A request whose visitor has gone before its turn comes is not rendered: under overload the
 * queue then drains at the rate visitors give up, instead of rendering pages nobody reads.
 */
export function renderPagesInTurn(renderPage: RenderPage, concurrency: number): RenderPage {
  const inTurn = pLimit(concurrency);
  return (options) =>
    inTurn(async () => {
      await nextTurn();
      return options.request.signal.aborted ? gone() : renderPage(options);
    });
}

/** The answer to a request whose visitor left while it waited; nobody receives it. */
const gone = () => new Response(null, { status: 503, headers: { 'retry-after': '1' } });

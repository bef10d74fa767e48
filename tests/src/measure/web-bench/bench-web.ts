import { freePort } from '../../../e2e/support/production-server.js';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { formatTable, type RateTarget, type Row } from './bench-table.js';
import { startBareYoga, startProductionServer, type BenchProcess } from './bench-processes.js';
import { carVariablesOf, readSiteWorkload, type SiteWorkload } from './bench-workload.js';
import { load, type LoadFigures, type LoadSettings, type LoadTarget } from './load-run.js';
import { BROWSER_HEADERS, GRAPHQL_HEADERS, persistedBody } from './site-requests.js';

/**
 * `pnpm bench:web`: requests per second and latency (p50, p99) under a steady load, in one run,
 * for a bare graphql-yoga `{ __typename }` (the baseline), the search and vehicle pages' GraphQL
 * queries (persisted ids, as the web client sends them) and both pages' HTML, each cold (a new
 * search or car every request, on a server with its answer cache off, so no cache can answer)
 * and cached (one address repeated, on the server as shipped); each rate as a share of the bare
 * yoga's, against the goals; and each server's resident memory.
 *
 * Processes, on a machine of two cores: the load generator (autocannon) runs here, and each server
 * it loads runs in a process of its own (the bare yoga too, never both at once), so the server
 * under test has a core to itself and the baseline is measured exactly as the server is. Builds
 * nothing: the client and the server must be built (the root script builds them first). Figures
 * are reported, not judged: only a failure to measure makes the exit code non-zero.
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_S ?? 3);
const SITE = process.env.BENCH_SITE ?? 'coastal-motor-group';
/** Only these rows (their keys, comma-separated), e.g. to profile one kind of request. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
/** Node flags of the server under test alone, space-separated, e.g. `--cpu-prof --cpu-prof-dir=…`. */
const SERVER_NODE_FLAGS = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);

const TARGETS = {
  searchHtmlCold: { minShareOfBare: 0.1, label: '≥ 10 % bare' },
  searchGraphqlCold: { minShareOfBare: 0.25, label: '≥ 25 % bare' },
  cachedPage: { minShareOfBare: 0.5, label: '≥ 50 % bare' },
} satisfies Record<string, RateTarget>;

/** A row: `cached` rows repeat one address, the others ask a new one each request. */
interface Case {
  key: string;
  name: string;
  cached: boolean;
  target?: RateTarget;
  request: (port: number, work: SiteWorkload) => LoadTarget;
}

const html =
  (path: (n: number, work: SiteWorkload) => string) =>
  (port: number, work: SiteWorkload): LoadTarget => ({
    port,
    method: 'GET',
    headers: { ...BROWSER_HEADERS, host: work.host, accept: 'text/html' },
    next: (n) => ({ path: path(n, work) }),
  });
const graphql =
  (body: (n: number, work: SiteWorkload) => string) =>
  (port: number, work: SiteWorkload): LoadTarget => ({
    port,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, host: work.host },
    next: (n) => ({ path: '/graphql', body: body(n, work) }),
  });
/**
 * The same body every request, made once: the cached rows are limited by the load generator, which
 * must not serialise the body again for each request.
 */
const graphqlRepeating =
  (body: (n: number, work: SiteWorkload) => string) => (port: number, work: SiteWorkload) => {
    const repeated = body(0, work);
    return graphql(() => repeated)(port, work);
  };
const searchPage = (n: number, work: SiteWorkload) =>
  work.searchPages[n % work.searchPages.length]!;
const carSlug = (n: number, work: SiteWorkload) => work.carSlugs[n % work.carSlugs.length]!;
const searchBody = (n: number, work: SiteWorkload) =>
  persistedBody(work.searchQueryId, searchPage(n, work).variables);
const carBody = (n: number, work: SiteWorkload) =>
  persistedBody(work.carQueryId, carVariablesOf(carSlug(n, work)));

const cases: Case[] = [
  {
    key: 'search-graphql-cold',
    name: 'search GraphQL, cold',
    cached: false,
    target: TARGETS.searchGraphqlCold,
    request: graphql(searchBody),
  },
  {
    key: 'search-graphql-cached',
    name: 'search GraphQL, same query',
    cached: true,
    request: graphqlRepeating(searchBody),
  },
  {
    key: 'car-graphql-cold',
    name: 'vehicle GraphQL, cold',
    cached: false,
    request: graphql(carBody),
  },
  {
    key: 'car-graphql-cached',
    name: 'vehicle GraphQL, same car',
    cached: true,
    request: graphqlRepeating(carBody),
  },
  {
    key: 'search-html-cold',
    name: 'search page HTML, cold',
    cached: false,
    target: TARGETS.searchHtmlCold,
    request: html((n, work) => searchPage(n, work).url),
  },
  {
    key: 'search-html-cached',
    name: 'search page HTML, same page',
    cached: true,
    target: TARGETS.cachedPage,
    request: html((_, work) => searchPage(0, work).url),
  },
  {
    key: 'car-html-cold',
    name: 'vehicle page HTML, cold',
    cached: false,
    request: html((n, work) => `/cars/${carSlug(n, work)}`),
  },
  {
    key: 'car-html-cached',
    name: 'vehicle page HTML, same car',
    cached: true,
    target: TARGETS.cachedPage,
    request: html((_, work) => `/cars/${carSlug(0, work)}`),
  },
];

const settings: LoadSettings = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
const warmup: LoadSettings = { connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS };

/** How often, and how long at most, to look whether a server has finished what it was sent. */
const SETTLE_POLL_MS = 300;
const SETTLE_TIMEOUT_MS = 60_000;
/** Busy below this share of a core: the requests of the last run are done. */
const IDLE_SHARE = 0.05;

/** Resolves once the process uses (almost) no CPU: the requests it was sent are all answered. */
async function settled(server: BenchProcess) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let before = server.cpuSeconds();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = server.cpuSeconds();
    if (now - before < (IDLE_SHARE * SETTLE_POLL_MS) / 1000) return;
    before = now;
  }
}

/**
 * Warms the target up (discarded), lets the server finish it, then measures: the rate and
 * latencies, and the server's CPU time from the start of the run until it has answered every
 * request sent, per request.
 */
async function measure(server: BenchProcess, target: LoadTarget) {
  const counter = { n: 0 };
  if (WARMUP_SECONDS > 0) await load(target, warmup, counter);
  await settled(server);
  const cpuBefore = server.cpuSeconds();
  const figures = await load(target, settings, counter);
  await settled(server);
  const cpuMs = (server.cpuSeconds() - cpuBefore) * 1000;
  return { ...figures, cpuMsPerRequest: figures.sent > 0 ? cpuMs / figures.sent : Number.NaN };
}

/**
 * Starts the production server, measures `rows` on it (their figures, by key, are returned) and
 * prints its resident memory at start, after and at its peak. Cold rows are measured on a server
 * whose answer cache is off (FORECOURT_RESPONSE_CACHE_MB=0): the list of cars and search pages
 * comes round within seconds at these rates, and a cache would answer the second time round, so
 * the rows would not measure a new request's work. Cached rows are measured on the server as
 * shipped.
 */
async function measureOnServer(
  answerCache: boolean,
  rows: readonly Case[],
): Promise<[key: string, figures: LoadFigures][]> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await startProductionServer(port, SERVER_NODE_FLAGS, {
    // A secret of this run: production refuses to start without one.
    FORECOURT_FORM_SECRET: randomBytes(32).toString('hex'),
    ...(answerCache ? {} : { FORECOURT_RESPONSE_CACHE_MB: '0' }),
  });
  const kind = answerCache ? 'cached rows (answer cache on)' : 'cold rows (answer cache off)';
  const rssAtStart = server.rssMb();
  let peakRss = rssAtStart;
  const rssPoll = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 250);
  const measured: [string, LoadFigures][] = [];
  try {
    const work = await readSiteWorkload(port, SITE);
    if (!answerCache) {
      console.log(
        `Cold rows ask ${work.searchPages.length.toLocaleString('en-AU')} different search pages and ` +
          `${work.carSlugs.length.toLocaleString('en-AU')} different cars in turn.`,
      );
    }
    for (const { key, name, request } of rows) {
      const figures = await measure(server, request(port, work));
      measured.push([key, figures]);
      console.log(`  ${name}: ${figures.requestsPerSecond.toFixed(0)} req/s`);
    }
  } finally {
    clearInterval(rssPoll);
    const rssAfter = server.rssMb();
    await server.stop();
    console.log(
      `Server RSS, ${kind}: ${rssAtStart.toFixed(0)} MB at start, ${rssAfter.toFixed(0)} MB after, peak ${peakRss.toFixed(0)} MB\n`,
    );
  }
  return measured;
}

async function main() {
  console.log(
    `Web benchmark: Node ${process.version}, ${cpus().length} cores, ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per row, site ${SITE}\n`,
  );
  const rows: Row[] = [];

  const bare = await startBareYoga();
  let bareRate: number;
  let bareCpuMs: number;
  try {
    const figures = await measure(bare, {
      port: bare.port,
      method: 'POST',
      headers: { ...GRAPHQL_HEADERS },
      next: () => ({ path: '/graphql', body: '{"query":"{ __typename }"}' }),
    });
    rows.push({ name: 'bare yoga { __typename }', figures });
    bareRate = figures.requestsPerSecond;
    bareCpuMs = figures.cpuMsPerRequest;
  } finally {
    await bare.stop();
  }

  // Cold rows first, on a server with no answer cache (measureOnServer), then the cached rows.
  const figuresOf = new Map<string, LoadFigures>();
  for (const answerCache of [false, true]) {
    const wanted = cases.filter(
      (c) => c.cached === answerCache && (ONLY === undefined || ONLY.includes(c.key)),
    );
    if (wanted.length === 0) continue;
    for (const [key, figures] of await measureOnServer(answerCache, wanted)) {
      figuresOf.set(key, figures);
    }
  }
  for (const { key, name, target } of cases) {
    const figures = figuresOf.get(key);
    if (figures) rows.push({ name, figures, ...(target && { target }) });
  }

  console.log(formatTable(rows, { rate: bareRate, cpuMsPerRequest: bareCpuMs }));
  const suspect = rows.filter(({ figures }) => figures.non2xx > 0 || figures.requests === 0);
  if (suspect.length > 0) {
    throw new Error(
      `Answers other than 2xx (or none) in: ${suspect.map((row) => row.name).join(', ')}; ` +
        'these figures do not measure the pages',
    );
  }
}

main().catch((error: unknown) => {
  console.error(
    'The web benchmark could not measure:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});

import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * `pnpm bench:memory` (after `pnpm build`): what the production server holds in memory on the
 * embedded defaults (the demo sites, in-process search, PGlite), measured on this machine.
 *
 * 1. What takes it: the server's parts built one after another in this process, with
 *    `process.memoryUsage()` after each (after a full GC), so each line is that part's share.
 * 2. The real thing: the built server (`node dist/main.js`, NODE_ENV=production) started on a free
 *    local port with a throwaway data directory; its RSS once it listens (the demo sites indexed),
 *    then under a bounded load of concurrent requests to 127.0.0.1 (pages, searches, photos, PDFs),
 *    then after it.
 */

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = path.join(SERVER_DIR, 'dist', 'main.js');
const MB = 1024 * 1024;
/** The load: this many requests at once, this many in all, and never longer than this. */
const CONCURRENCY = 16;
const TOTAL_REQUESTS = 3_000;
const LOAD_TIME_LIMIT_MS = 90_000;
const START_TIMEOUT_MS = 180_000;
const RSS_SAMPLE_MS = 250;
/** The issue's memory budget: at most this much search index per this many cars. */
const BUDGET_CARS = 50_000;
const INDEX_BUDGET_MB = 150;
/** Production runs other documents than the web client's only for partners: the load is one. */
const BENCH_KEY_LABEL = 'Memory benchmark';

const execFileAsync = promisify(execFile);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / MB).toFixed(0).padStart(5)} MB`;

function collect(): NodeJS.MemoryUsage {
  // Run with --expose-gc: without it the figures include garbage not yet collected.
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage();
}

/** Part 1: each part's share of this process's memory, in the order the server builds them. */
async function attribute(dataDir: string): Promise<void> {
  console.log('What takes it (this process, each part after the ones above it):');
  console.log(
    '  part                                       rss      heap  external (typed arrays, buffers)',
  );
  let before = collect();
  const step = async (label: string, build: () => Promise<unknown>) => {
    await build();
    const after = collect();
    // `external` already includes `arrayBuffers` (typed arrays, Buffers): adding both counted
    // every typed column twice.
    const external = after.external - before.external;
    console.log(
      `  ${label.padEnd(38)} ${mb(after.rss - before.rss)} ${mb(after.heapUsed - before.heapUsed)} ${mb(external)}`,
    );
    const share = { heap: after.heapUsed - before.heapUsed, external };
    before = after;
    return share;
  };
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const { EmbeddedStockSearch } =
    await import('../sources/stock-search/embedded/embedded-stock-search.js');
  const { indexSiteStock } = await import('../stock/index-site-stock.js');
  const { generateStock } = await import('@forecourt/demo/stock/generate-stock');
  const { parseSnapshotCars } = await import('../stock/stock-snapshots.js');
  const { createPgliteRecords } = await import('../sources/records/create-records.js');
  const { loadClientBuild } = await import('../web/client-build.js');
  const { BundledPostcodes } = await import('../sources/postcodes/bundled-postcodes.js');

  let sites: Awaited<ReturnType<typeof loadDemoSites>> = [];
  await step('site settings', async () => {
    sites = await loadDemoSites();
  });
  const search = new EmbeddedStockSearch();
  let cars = 0;
  await step('stock: generate + search index', async () => {
    for (const site of sites)
      cars += await indexSiteStock(site, search, { dataDir, now: new Date() });
  });
  console.log(`    (${cars} cars in ${sites.length} sites)`);
  // The budget is per 50,000 cars: one site's stock of that size, read back from a snapshot as a
  // replica reads an import (JSON, then the car schema) and indexed. The snapshot's text is made
  // before and dropped after the step, so the step's share is what the index keeps.
  const site = sites[0]!;
  const seed = site.config.stock.kind === 'generated' ? site.config.stock.seed : 1;
  let snapshot: string | undefined = JSON.stringify(
    generateStock(site, { size: BUDGET_CARS, seed, now: new Date() }),
  );
  before = collect();
  let largeIndex: InstanceType<typeof EmbeddedStockSearch> | undefined;
  const index = await step(`search index of ${BUDGET_CARS} cars (snapshot)`, async () => {
    largeIndex = new EmbeddedStockSearch();
    await largeIndex.replaceSiteStock(site, parseSnapshotCars(JSON.parse(snapshot!), 'bench'));
  });
  console.log(
    `    (heap and external together ${mb(index.heap + index.external).trim()}; budget: ${INDEX_BUDGET_MB} MB of index per ${BUDGET_CARS} cars)`,
  );
  await largeIndex?.close();
  largeIndex = undefined;
  snapshot = undefined;
  before = collect();
  const records = createPgliteRecords(path.join(dataDir, 'records'));
  await step('records: PGlite started and migrated', () => records.migrate());
  await step('GraphQL schema (Pothos)', () => import('../schema.js'));
  await step('web client: SSR bundle (React, Relay)', () => loadClientBuild());
  // Loaded on the first delivery estimate, not at start-up.
  await step('postcodes (first delivery estimate)', () => new BundledPostcodes().placeOf('4217'));
  await records.close();
  await search.close();
  const total = collect();
  console.log(
    `  this process now: rss ${mb(total.rss)}, heap ${mb(total.heapUsed)} of ${mb(total.heapTotal)}, external ${mb(total.external)}, array buffers ${mb(total.arrayBuffers)}`,
  );
}

async function rssOf(pid: number): Promise<number> {
  const { stdout } = await execFileAsync('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) * 1024;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

interface LocalRequest {
  method?: string;
  body?: string;
}

/**
 * A request to 127.0.0.1 with the site's Host (fetch may not set Host); answers the status and
 * the body, or status 0 when the connection failed. Never throws.
 */
/** Each site's slug and the partner key the load sends there. */
type BenchSites = Map<string, string>;

/** Every site of the settings gets a partner key in the server's records before it starts. */
async function issueBenchKeys(dataDir: string): Promise<BenchSites> {
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const { createPgliteRecords } = await import('../sources/records/create-records.js');
  const { issuePartnerKey } = await import('../api-access/issue-partner-key.js');
  const records = createPgliteRecords(path.join(dataDir, 'records'));
  try {
    await records.migrate();
    const keys: BenchSites = new Map();
    for (const site of await loadDemoSites()) {
      const issued = await issuePartnerKey(records, site, {
        label: BENCH_KEY_LABEL,
        // The load, not the key's budget, is what is measured.
        requestsPerMinute: 100_000,
        now: new Date(),
      });
      keys.set(site.config.slug, issued.key);
    }
    return keys;
  } finally {
    await records.close();
  }
}

function hit(
  port: number,
  site: string,
  pathAndQuery: string,
  { method = 'GET', body }: LocalRequest = {},
  partnerKey?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { host: `${site}.localhost` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (partnerKey !== undefined) headers.authorization = `Bearer ${partnerKey}`;
    const request = httpRequest(
      { host: '127.0.0.1', port, path: pathAndQuery, method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(body);
  });
}

const graphql = (query: string): LocalRequest => ({
  method: 'POST',
  body: JSON.stringify({ query }),
});

/** The requests of the load: each site's pages, searches, photos and PDFs, in a fixed mix. */
async function requestMix(
  port: number,
  sites: BenchSites,
): Promise<{ site: string; path: string; init?: LocalRequest }[]> {
  const mix: { site: string; path: string; init?: LocalRequest }[] = [];
  for (const [site, partnerKey] of sites) {
    const response = await hit(
      port,
      site,
      '/graphql',
      graphql('{ carSearch(first: 40) { edges { node { slug } } } }'),
      partnerKey,
    );
    const body = JSON.parse(response.body || '{}') as {
      data?: { carSearch: { edges: { node: { slug: string } }[] } };
    };
    const slugs = body.data?.carSearch.edges.map((edge) => edge.node.slug) ?? [];
    mix.push({ site, path: '/' }, { site, path: '/search' }, { site, path: '/search?page=3' });
    mix.push({
      site,
      path: '/graphql',
      init: graphql(
        '{ carSearch(first: 24, sort: PRICE_ASC) { totalCount facets { attribute values { value count } } edges { node { name priceDisplay { text } } } } }',
      ),
    });
    for (const slug of slugs) {
      mix.push({ site, path: `/cars/${slug}` });
      mix.push({ site, path: `/media/cars/${slug}/photos/1.svg?w=1024&q=75` });
    }
    for (const slug of slugs.slice(0, 3)) mix.push({ site, path: `/print/${slug}.pdf` });
  }
  return mix;
}

/** Part 2: the built server's RSS at start, under load and after. */
async function measureServer(dataDir: string): Promise<void> {
  const sites = await issueBenchKeys(dataDir);
  const [firstSite] = sites.keys();
  if (firstSite === undefined) throw new Error('no site is configured');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      FORECOURT_DATA_DIR: dataDir,
      // Production signs lead form tokens with a secret of its own; a throwaway one here.
      FORECOURT_FORM_SECRET: randomBytes(32).toString('base64url'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr
    .setEncoding('utf8')
    .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const pid = child.pid!;
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while ((await hit(port, firstSite, '/healthz')).status !== 200) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${stderr}`);
      }
      await delay(200);
    }
    const startSeconds = ((performance.now() - started) / 1000).toFixed(1);
    await delay(2_000);
    const atStart = await rssOf(pid);
    console.log(`\nThe built server (node dist/main.js, NODE_ENV=production, port ${port}):`);
    console.log(`  listening after ${startSeconds} s; RSS at start ${mb(atStart)}`);

    const mix = await requestMix(port, sites);
    let peak = atStart;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(pid).catch(() => 0));
        await delay(RSS_SAMPLE_MS);
      }
    })();
    const loadStarted = performance.now();
    const loadDeadline = Date.now() + LOAD_TIME_LIMIT_MS;
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL_REQUESTS && Date.now() < loadDeadline) {
          const request = mix[next++ % mix.length]!;
          const { status } = await hit(
            port,
            request.site,
            request.path,
            request.init,
            sites.get(request.site),
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    sampling = false;
    await sampler;
    const afterLoad = await rssOf(pid);
    await delay(5_000);
    const settled = await rssOf(pid);
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(
      `  load: ${answered} requests, ${CONCURRENCY} at once, in ${loadSeconds.toFixed(1)} s (${(answered / loadSeconds).toFixed(0)}/s; ${byStatus})`,
    );
    console.log(
      `  RSS peak under load ${mb(peak)}; right after ${mb(afterLoad)}; 5 s later ${mb(settled)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

async function main(): Promise<void> {
  try {
    await access(BUNDLE);
  } catch {
    throw new Error(`${path.relative(process.cwd(), BUNDLE)} is missing: run \`pnpm build\` first`);
  }
  const attributionDir = await mkdtemp(path.join(tmpdir(), 'forecourt-memory-'));
  const serverDir = await mkdtemp(path.join(tmpdir(), 'forecourt-memory-server-'));
  try {
    await attribute(attributionDir);
    await measureServer(serverDir);
  } finally {
    await rm(attributionDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES_DIR } from '@forecourt/demo/demo-sites';
import { readPersistedOperations } from '../api-access/persisted-operations.js';
import { throwawayDatabases } from '../testing/throwaway-databases.js';

/**
 * Two production server processes on one PostgreSQL (DATABASE_URL), each with a data directory
 * of its own so nothing is shared by disk. `pnpm stock:import`, run with the first server's
 * environment, writes the snapshot to PostgreSQL; the first reindexes the site, a second started
 * afterwards serves that stock from the start, and the next import (a price change) is answered
 * by the second's GraphQL within the 2 s. Needs the built web client (as `pnpm start`
 * does) and TEST_DATABASE_URL; skipped, visibly, without the latter.
 */

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(SERVER_DIR, 'src', 'main.ts');
const STOCK_IMPORT = path.join(SERVER_DIR, 'src', 'commands', 'stock-import.ts');
const FEED = path.resolve(SERVER_DIR, '..', 'demo', 'feeds', 'plain-dealer-export.csv');
const SITE = 'northside-used-cars';
const HOST = `${SITE}.localhost`;
/** Ports of this test's own servers. */
const PORTS = { first: 4411, second: 4412 } as const;
/** The bound: an import on one replica is answered by every other within it. */
const REPLICA_LATENCY_BOUND_MS = 2_000;
const POLL_MS = 20;
const FORM_SECRET = randomBytes(32).toString('hex');
/** Two servers starting from source on a shared machine. */
const START_TIMEOUT_MS = 120_000;
/** The demo site's generated stock, kept small: the stock under test is the imported one. */
const GENERATED_CARS = 30;
/** The car whose price the second import changes, as the demo export lists it. */
const CAR_ID = 'NUC10021';
const FIRST_PRICE = '$45,990';
const SECOND_PRICE = '$43,990';

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Forecourt is running')) resolve({ child, port, output: () => output });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server on ${port} exited (${code}) before serving:\n${output}`)),
    );
  });
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * `pnpm stock:import` in a process of its own; resolves with the moment it reported the snapshot
 * written (after the commit, before the process tears down).
 */
function runStockImport(env: NodeJS.ProcessEnv, file: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', STOCK_IMPORT, '--site', SITE, '--file', file],
    { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let writtenAt: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (writtenAt === undefined && output.includes('Stock snapshot written')) {
      writtenAt = performance.now();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      if (code === 0 && writtenAt !== undefined) resolve(writtenAt);
      else reject(new Error(`stock:import exited (${code}):\n${output}`));
    }),
  );
}

/** The vehicle page's own persisted query, as the web client sends it. */
const CAR_PAGE_QUERY_ID = [...readPersistedOperations()].find(([, text]) =>
  text.startsWith('query CarPageQuery('),
)?.[0];

interface CarAnswer {
  data?: { car: { id: string; priceDisplay: { text: string } | null } | null };
  errors?: unknown[];
}

function carOn(port: number, slug: string): Promise<CarAnswer> {
  const body = JSON.stringify({
    variables: { slug, postcode: '', withPostcode: false },
    extensions: { persistedQuery: { version: 1, sha256Hash: CAR_PAGE_QUERY_ID } },
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as CarAnswer);
          } catch {
            reject(new Error(`${response.statusCode}: ${text.slice(0, 500)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const priceOf = (answer: CarAnswer) => answer.data?.car?.priceDisplay?.text ?? null;

describe.skipIf(!serverUrl)('two replicas on one PostgreSQL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  let dir: string;
  let databaseUrl: string;
  const servers: Partial<Record<keyof typeof PORTS, Server>> = {};
  const envOf = (name: keyof typeof PORTS): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    FORECOURT_DATA_DIR: path.join(dir, `data-${name}`),
    FORECOURT_SITES_DIR: path.join(dir, 'sites'),
    // Production asks for the secret that signs lead forms, the same on every replica.
    FORECOURT_FORM_SECRET: FORM_SECRET,
    // Nothing else of the environment's may point the servers elsewhere.
    MEILI_HOST: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
  });

  beforeAll(async () => {
    expect(CAR_PAGE_QUERY_ID, 'the web client persists CarPageQuery').toBeDefined();
    dir = await mkdtemp(path.join(tmpdir(), 'replicas-'));
    databaseUrl = await databases.create();
    const siteDir = path.join(dir, 'sites', SITE);
    await cp(path.join(DEMO_SITES_DIR, SITE), siteDir, { recursive: true });
    const settingsFile = path.join(siteDir, 'site.json');
    const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as {
      stock: { size: number };
    };
    settings.stock.size = GENERATED_CARS;
    await writeFile(settingsFile, JSON.stringify(settings));
    const feed = await readFile(FEED, 'utf8');
    expect(feed).toContain(FIRST_PRICE);
    await writeFile(path.join(dir, 'first.csv'), feed);
    await writeFile(path.join(dir, 'second.csv'), feed.replace(FIRST_PRICE, SECOND_PRICE));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopServer(servers.first), stopServer(servers.second)]);
    await databases.dropAll();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it(
    'answers an import on one replica from the other within 2 s',
    async () => {
      servers.first = await startServer(PORTS.first, envOf('first'));
      await runStockImport(envOf('first'), path.join(dir, 'first.csv'));
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db
        .query<{ cars: { id: string; slug: string }[] }>(
          'select cars from stock_snapshots where site = $1',
          [SITE],
        )
        .finally(() => db.end());
      const slug = rows[0]?.cars.find((car) => car.id === CAR_ID)?.slug;
      expect(slug, 'the import wrote the snapshot to PostgreSQL').toBeDefined();
      await expect
        .poll(async () => priceOf(await carOn(PORTS.first, slug!)), { timeout: 10_000 })
        .toBe(FIRST_PRICE);

      // A replica started later reads the latest snapshot from PostgreSQL as it starts.
      servers.second = await startServer(PORTS.second, envOf('second'));
      expect(priceOf(await carOn(PORTS.second, slug!))).toBe(FIRST_PRICE);

      const written = await runStockImport(envOf('first'), path.join(dir, 'second.csv'));
      let answer = await carOn(PORTS.second, slug!);
      while (priceOf(answer) !== SECOND_PRICE && performance.now() - written < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        answer = await carOn(PORTS.second, slug!);
      }
      const latencyMs = Math.round(performance.now() - written);
      console.log(
        `the second replica answered the import's new price ${latencyMs} ms after the snapshot was written`,
      );
      expect(priceOf(answer)).toBe(SECOND_PRICE);
      expect(latencyMs).toBeLessThanOrEqual(REPLICA_LATENCY_BOUND_MS);
      // Nothing went through the disk: the second replica's data directory holds no snapshot.
      await expect(
        readFile(path.join(dir, 'data-second', 'stock', `${SITE}.json`)),
      ).rejects.toThrow(/ENOENT/);
    },
    START_TIMEOUT_MS * 2,
  );
});

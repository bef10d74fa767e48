import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLICA_START_TIMEOUT_MS,
  SERVER_DIR,
  persistedOperationId,
  persistedQueryOn,
  setUpReplicas,
  startReplica,
  stopReplica,
  type ReplicaServer,
  type ReplicaSetup,
} from '../testing/replica-servers.js';

/**
 * Two production server processes on one PostgreSQL (DATABASE_URL), each with a data directory
 * of its own so nothing is shared by disk. `pnpm stock:import`, run with the first server's
 * environment, writes the snapshot to PostgreSQL; the first reindexes the site, a second started
 * afterwards serves that stock from the start, and the next import (a price change) is answered
 * by the second's GraphQL within the 2 s. Needs the built web client (as `pnpm start`
 * does) and TEST_DATABASE_URL; skipped, visibly, without the latter.
 */

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const STOCK_IMPORT = path.join(SERVER_DIR, 'src', 'commands', 'stock-import.ts');
const FEED = path.resolve(SERVER_DIR, '..', 'demo', 'feeds', 'plain-dealer-export.csv');
const SITE = 'northside-used-cars';
const HOST = `${SITE}.localhost`;
/** Ports of this test's own servers. */
const PORTS = { first: 4411, second: 4412 } as const;
/** The bound: an import on one replica is answered by every other within it. */
const REPLICA_LATENCY_BOUND_MS = 2_000;
const POLL_MS = 20;
/** The demo site's generated stock, kept small: the stock under test is the imported one. */
const GENERATED_CARS = 30;
/** The car whose price the second import changes, as the demo export lists it. */
const CAR_ID = 'NUC10021';
const FIRST_PRICE = '$45,990';
const SECOND_PRICE = '$43,990';

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
const CAR_PAGE_QUERY_ID = persistedOperationId('CarPageQuery');

interface CarAnswer {
  data?: { car: { id: string; priceDisplay: { text: string } | null } | null };
  errors?: unknown[];
}

const carOn = (port: number, slug: string) =>
  persistedQueryOn<CarAnswer>(port, HOST, CAR_PAGE_QUERY_ID!, {
    slug,
    postcode: '',
    withPostcode: false,
  });

const priceOf = (answer: CarAnswer) => answer.data?.car?.priceDisplay?.text ?? null;

describe.skipIf(!serverUrl)('two replicas on one PostgreSQL', () => {
  let setup: ReplicaSetup;
  const servers: Partial<Record<keyof typeof PORTS, ReplicaServer>> = {};

  beforeAll(async () => {
    expect(CAR_PAGE_QUERY_ID, 'the web client persists CarPageQuery').toBeDefined();
    setup = await setUpReplicas(serverUrl ?? '', { site: SITE, generatedCars: GENERATED_CARS });
    const feed = await readFile(FEED, 'utf8');
    expect(feed).toContain(FIRST_PRICE);
    await writeFile(path.join(setup.dir, 'first.csv'), feed);
    await writeFile(path.join(setup.dir, 'second.csv'), feed.replace(FIRST_PRICE, SECOND_PRICE));
  }, REPLICA_START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopReplica(servers.first), stopReplica(servers.second)]);
    await setup?.dispose();
  }, 30_000);

  it(
    'answers an import on one replica from the other within 2 s',
    async () => {
      servers.first = await startReplica(PORTS.first, setup.envOf('first'));
      await runStockImport(setup.envOf('first'), path.join(setup.dir, 'first.csv'));
      const db = new pg.Client({ connectionString: setup.databaseUrl });
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
      servers.second = await startReplica(PORTS.second, setup.envOf('second'));
      expect(priceOf(await carOn(PORTS.second, slug!))).toBe(FIRST_PRICE);

      const written = await runStockImport(
        setup.envOf('first'),
        path.join(setup.dir, 'second.csv'),
      );
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
        readFile(path.join(setup.dir, 'data-second', 'stock', `${SITE}.json`)),
      ).rejects.toThrow(/ENOENT/);
    },
    REPLICA_START_TIMEOUT_MS * 2,
  );
});

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../http/visitor-cookie.js';
import {
  REPLICA_START_TIMEOUT_MS,
  persistedOperationId,
  persistedQueryOn,
  refusalToStart,
  serverEnvironment,
  startReplica,
  stopReplica,
  type ReplicaServer,
} from '../../testing/replica-servers.js';

/**
 * Two production servers started on one data directory with the embedded records (PGlite, no
 * DATABASE_URL), as an operator starting a second one by mistake would: the second refuses,
 * naming the first, which goes on recording. The first, killed outright just after a write, is
 * started again on the same folder and still has what it wrote. Needs the built web client (as
 * `pnpm start` does).
 */

const SITE = 'northside-used-cars';
const HOST = `${SITE}.localhost`;
/** Ports of this test's own servers. */
const PORTS = { first: 4415, second: 4416 } as const;
const GENERATED_CARS = 12;
/** Three server starts from source, one after another, on a shared machine. */
const TEST_TIMEOUT_MS = 3 * REPLICA_START_TIMEOUT_MS;

const SEARCH_PAGE_QUERY_ID = persistedOperationId('SearchPageQuery');
const RECORD_CAR_VIEW_ID = persistedOperationId('useRecordCarViewMutation');

interface SearchAnswer {
  data?: { searchLanding: { results: { edges: { node: { id: string } }[] } } | null };
}
interface ViewAnswer {
  data?: { recordCarView: { car: { views: number } } };
  errors?: unknown[];
}

async function firstCarId(port: number): Promise<string> {
  const answer = await persistedQueryOn<SearchAnswer>(port, HOST, SEARCH_PAGE_QUERY_ID!, {
    path: '/search/new-used-and-demo-cars',
    query: null,
    filters: {},
    sort: null,
    page: null,
  });
  const id = answer.data?.searchLanding?.results.edges[0]?.node.id;
  if (!id) throw new Error(`no car on ${HOST}: ${JSON.stringify(answer).slice(0, 500)}`);
  return id;
}

/** Records a view by a new visitor; answers the car's views counted so far. */
async function recordView(port: number, carId: string): Promise<number> {
  const answer = await persistedQueryOn<ViewAnswer>(
    port,
    HOST,
    RECORD_CAR_VIEW_ID!,
    { carId },
    { cookie: `${VISITOR_COOKIE}=${randomUUID()}` },
  );
  const views = answer.data?.recordCarView.car.views;
  if (views === undefined) throw new Error(`no views: ${JSON.stringify(answer).slice(0, 500)}`);
  return views;
}

describe('the embedded records, one server at a time', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const servers: (ReplicaServer | undefined)[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'records-folder-'));
    env = {
      ...(await serverEnvironment(dir, { site: SITE, generatedCars: GENERATED_CARS })),
      FORECOURT_DATA_DIR: path.join(dir, 'data'),
    };
  });

  afterAll(async () => {
    for (const server of servers) await stopReplica(server);
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'refuses a second server on the folder, and keeps what the first wrote across a kill',
    async () => {
      expect(SEARCH_PAGE_QUERY_ID).toBeDefined();
      expect(RECORD_CAR_VIEW_ID).toBeDefined();
      const first = await startReplica(PORTS.first, env);
      servers.push(first);

      const refusal = await refusalToStart(PORTS.second, env);
      expect(refusal).toContain('Cannot start');
      expect(refusal).toContain(`open in process ${first.child.pid}`);

      const carId = await firstCarId(PORTS.first);
      expect(await recordView(PORTS.first, carId)).toBe(1);
      expect(await recordView(PORTS.first, carId)).toBe(2);

      // Killed outright just after the write: no close, its claim left behind.
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      const again = await startReplica(PORTS.first, env);
      servers.push(again);
      expect(await recordView(PORTS.first, carId)).toBe(3);
    },
    TEST_TIMEOUT_MS,
  );
});

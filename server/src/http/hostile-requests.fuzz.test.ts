import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import { loadClientBuild, type ClientBuild } from '../web/client-build.js';
import { createApp } from './app.js';
import { createNodeServer } from './node-server.js';
import {
  hostileGraphQLRequest,
  hostileHttpRequest,
  internalsShown,
} from './testing/hostile-requests.js';
import { sendRaw, serialise, type RawRequest } from './testing/raw-http.js';

/** Enough to meet each kind of request many times over, in a few seconds. */
const HTTP_REQUESTS = Number(process.env.FUZZ_HTTP_REQUESTS ?? 150);
const GRAPHQL_REQUESTS = Number(process.env.FUZZ_GRAPHQL_REQUESTS ?? 150);
/** A failure names its seed; `FUZZ_SEED=<seed>` sends the same requests again. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

describe('hostile requests against a listening server', () => {
  let platform: Platform;
  let server: ReturnType<typeof createNodeServer>;
  let port: number;
  let client: ClientBuild | undefined;

  beforeAll(async () => {
    platform = await createTestPlatform(60, undefined, { trustedProxyHops: 1 });
    // The records start with the first lead; start them now, outside the requests' time limits.
    await platform.records.migrate();
    // Pages render only when the web client is built; without it they are the app's 404s.
    client = await loadClientBuild().catch(() => undefined);
    const app = createApp({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
      client,
    });
    server = createNodeServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await platform?.close();
  });

  it('answers every one without a 5xx, a stack trace or a file path, and stays healthy', async () => {
    const openedAt = TEST_NOW.getTime() - 60_000;
    const requests: RawRequest[] = [
      ...fc.sample(hostileHttpRequest(platform.sites), { seed: SEED, numRuns: HTTP_REQUESTS }),
      ...fc.sample(hostileGraphQLRequest(platform.sites, openedAt), {
        seed: SEED,
        numRuns: GRAPHQL_REQUESTS,
      }),
    ];
    const failures: string[] = [];
    let serverErrors = 0;
    let internalErrors = 0;
    // A few at a time, as a browser's connections would come.
    const queue = requests.map((request) => serialise(request));
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let bytes = queue.shift(); bytes !== undefined; bytes = queue.shift()) {
          const request = JSON.stringify(bytes.slice(0, 300));
          const answer = await sendRaw(port, bytes).catch((error: Error) => {
            failures.push(error.message);
            return null;
          });
          if (!answer) continue;
          if (answer.status >= 500) {
            serverErrors += 1;
            failures.push(`${answer.status} for ${request}: ${answer.text.slice(0, 300)}`);
          } else if (answer.text.includes('"INTERNAL_SERVER_ERROR"')) {
            // GraphQL answers an error in execution with 200 and the masked error.
            internalErrors += 1;
            failures.push(`internal error for ${request}: ${answer.text.slice(0, 300)}`);
          }
          const shown = internalsShown(answer.text, bytes);
          if (shown) failures.push(`${shown} for ${request}: ${answer.text.slice(0, 600)}`);
        }
      }),
    );
    console.info(
      `fuzz seed ${SEED}: ${requests.length} requests (pages ${client ? 'rendered' : 'not built'}), ${serverErrors} answered 5xx, ${internalErrors} an internal GraphQL error, in ${Date.now() - started} ms`,
    );

    const health = await sendRaw(
      port,
      serialise({ method: 'GET', target: '/healthz', host: 'coastal-motor-group.localhost' }),
    );
    expect(health.status, 'health check after the fuzz').toBe(200);
    expect(failures, `fuzz seed ${SEED} (FUZZ_SEED=${SEED} repeats it)`).toEqual([]);
  });
});

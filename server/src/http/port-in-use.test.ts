import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  REPLICA_START_TIMEOUT_MS,
  refusalToStart,
  serverEnvironment,
} from '../testing/replica-servers.js';

/**
 * The server started on a port another process listens on: it says so in one line and exits,
 * rather than dying on an unhandled error with a stack trace. Needs the built web client (as
 * `pnpm start` does).
 */

describe('a server whose port is taken', () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it(
    'does not start, and names the port',
    async () => {
      const occupant = createServer().listen(0);
      await once(occupant, 'listening');
      cleanUp.push(() => new Promise((resolve) => occupant.close(resolve)));
      const { port } = occupant.address() as AddressInfo;
      const dir = await mkdtemp(path.join(tmpdir(), 'port-in-use-'));
      cleanUp.push(() => rm(dir, { recursive: true, force: true }));
      const env = {
        ...(await serverEnvironment(dir, { site: 'northside-used-cars', generatedCars: 6 })),
        FORECOURT_DATA_DIR: path.join(dir, 'data'),
      };

      const refusal = await refusalToStart(port, env);
      expect(refusal).toContain(`Cannot start: PORT: ${port} is in use`);
      expect(refusal).not.toMatch(/^\s+at /m);
    },
    REPLICA_START_TIMEOUT_MS,
  );
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourCars } from '../../stock/testing/fixture-sites.js';
import type { StockSnapshotStore } from '../../stock/stock-snapshot-store.port.js';
import { throwawayDatabases } from '../../testing/throwaway-databases.js';
import {
  LISTENER_APPLICATION_NAME,
  listenForStockSnapshots,
} from './postgres-stock-snapshot-listener.js';
import { createPostgresStockSnapshots } from './postgres-stock-snapshots.js';
import { describeStockSnapshotStore } from './stock-snapshots.port-cases.js';

/**
 * The snapshot store's port suite against a real PostgreSQL server when TEST_DATABASE_URL names
 * one (skipped, visibly, otherwise), in throwaway databases of this run; then what only a server
 * connection can do: drop, and miss a notification while it is down.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  afterAll(() => databases.dropAll());

  describeStockSnapshotStore('PostgreSQL', async () => {
    const store = createPostgresStockSnapshots({
      connectionString: await databases.create(),
      location: 'test database',
    });
    return { store, dispose: () => store.close() };
  });

  describe('the listener, when its connection drops', () => {
    let url: string;
    let store: StockSnapshotStore;
    let admin: pg.Client;
    beforeAll(async () => {
      url = await databases.create();
      store = createPostgresStockSnapshots({ connectionString: url, location: 'test database' });
      await store.read('harbour-motors'); // migrates
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    }, 60_000);
    afterAll(async () => {
      await admin.end();
      await store.close();
    });

    it('reconnects and reports the site imported while it was away', async () => {
      await store.write('harbour-motors', harbourCars.slice(0, 1));
      const changed: string[] = [];
      const errors: string[] = [];
      const listener = await listenForStockSnapshots({
        connectionString: url,
        versions: async () => {
          const { rows } = await admin.query<{ site: string; version: number }>(
            'select site, version from stock_snapshots',
          );
          return new Map(rows.map((row) => [row.site, row.version]));
        },
        onChange: (slug) => void changed.push(slug),
        onError: (error) => void errors.push((error as Error).message),
        // Long enough for the write below to land while nobody listens.
        retryMs: 1_000,
      });
      try {
        // The snapshot there at start is the replica's own reading, not a change.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(changed).toEqual([]);

        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        );
        expect(rows).toEqual([{ ended: true }]);
        await expect.poll(() => errors.some((e) => /connection was lost/.test(e))).toBe(true);
        // Announced to nobody: the listener is between connections.
        await store.write('harbour-motors', harbourCars.slice(0, 2));
        expect(changed).toEqual([]);
        await expect.poll(() => changed, { timeout: 10_000 }).toEqual(['harbour-motors']);
        // And it listens again.
        await store.write('harbour-motors', harbourCars.slice(0, 3));
        await expect
          .poll(() => changed, { timeout: 5_000 })
          .toEqual(['harbour-motors', 'harbour-motors']);
      } finally {
        await listener.close();
      }
    }, 30_000);
  });
});

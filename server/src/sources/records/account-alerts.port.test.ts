import { afterAll, beforeAll, describe } from 'vitest';
import {
  createPostgresRecordsWithWatchlist,
  createTestRecordsWithWatchlist,
  type RecordsWithWatchlist,
} from '../../testing/test-records-with-watchlist.js';
import { throwawayDatabases } from '../../testing/throwaway-databases.js';
import { describeAccountAlerts } from './account-alerts.port-cases.js';

/**
 * The account-alert cases on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server.
 * They run outside the shared port suite because they also write watchlist rows (another
 * domain's) straight into the store.
 */
function describeOn(name: string, create: () => Promise<RecordsWithWatchlist>) {
  describe(`account alerts: ${name}`, () => {
    let store: RecordsWithWatchlist | undefined;
    beforeAll(async () => {
      store = await create();
      await store.records.migrate();
    }, 60_000);
    afterAll(async () => {
      await store?.records.close();
    });
    describeAccountAlerts({
      forSite: (site) => store!.records.forSite(site),
      watch: (site, userId, carId, email) => store!.watch(site, userId, carId, email),
    });
  });
}

describeOn('PGlite in memory', () => Promise.resolve(createTestRecordsWithWatchlist()));

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  describeOn('PostgreSQL', async () =>
    createPostgresRecordsWithWatchlist(await databases.create()),
  );
  afterAll(() => databases.dropAll());
});

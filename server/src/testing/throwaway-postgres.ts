import { createPostgresRecords } from '../sources/records/create-records.js';
import type { Records } from '../sources/records/records.port.js';
import { throwawayDatabases } from './throwaway-databases.js';

/**
 * Records in a database of their own on the PostgreSQL server `serverUrl` names, made for this
 * run and dropped when the records close: the database the URL names is never written to.
 */
export async function throwawayPostgresRecords(serverUrl: string): Promise<Records> {
  const databases = throwawayDatabases(serverUrl);
  const records = createPostgresRecords({ connectionString: await databases.create() });
  return {
    forSite: (site) => records.forSite(site),
    migrate: () => records.migrate(),
    onJobsQueued: (queue, listener) => records.onJobsQueued(queue, listener),
    close: async () => {
      await records.close();
      await databases.dropAll();
    },
  };
}

import { afterAll, describe } from 'vitest';
import { createPostgresRecords } from './create-records.js';
import { describeRecordsPort } from './records.port-suite.js';
import { throwawayDatabases } from '../../testing/throwaway-databases.js';

/**
 * The shared port suite against a real PostgreSQL server when TEST_DATABASE_URL names one (it is
 * skipped, visibly, otherwise). The run gets throwaway databases of its own, dropped afterwards,
 * so the database the URL names is never written to.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');

  describeRecordsPort('PostgreSQL', async () =>
    createPostgresRecords({ connectionString: await databases.create() }),
  );

  afterAll(() => databases.dropAll());
});

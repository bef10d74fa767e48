import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe } from 'vitest';
import { createPostgresRecords } from './create-records.js';
import { describeRecordsPort } from './records.port-suite.js';

/**
 * The shared port suite against a real PostgreSQL server when TEST_DATABASE_URL names one (it is
 * skipped, visibly, otherwise). The run gets a throwaway database of its own, dropped afterwards,
 * so the database the URL names is never written to.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const throwawayDatabases: string[] = [];

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  describeRecordsPort('PostgreSQL', async () => {
    const name = `records_test_${randomUUID().replaceAll('-', '')}`;
    await withAdminClient((client) => client.query(`create database ${name}`));
    throwawayDatabases.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return createPostgresRecords({ connectionString: url.toString() });
  });

  afterAll(async () => {
    await withAdminClient(async (client) => {
      for (const name of throwawayDatabases) {
        await client.query(`drop database if exists ${name} with (force)`);
      }
    });
  });
});

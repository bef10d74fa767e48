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

/** How long the pool's closing connections get to leave before the drop forces them out. */
const SESSIONS_CLOSE_TIMEOUT_MS = 5_000;
const SESSIONS_POLL_MS = 50;

/**
 * Waits until no session uses the database: a pool's `end()` resolves before its connections
 * have left, and forcing them out makes them report a lost connection.
 */
async function closedSessions(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + SESSIONS_CLOSE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, SESSIONS_POLL_MS));
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
        await closedSessions(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      }
    });
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresRecords } from '../../../sources/records/create-records.js';
import type { Records } from '../../../sources/records/records.port.js';

/** How long the pool's closing connections get to leave before the drop forces them out. */
const SESSIONS_CLOSE_TIMEOUT_MS = 5_000;
const SESSIONS_POLL_MS = 50;

async function withClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Records in a database of their own on the PostgreSQL server `serverUrl` names, made for this
 * run and dropped when the records close: the database the URL names is never written to.
 */
export async function throwawayPostgresRecords(serverUrl: string): Promise<Records> {
  const name = `lead_test_${randomUUID().replaceAll('-', '')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const records = createPostgresRecords({ connectionString: url.toString() });
  return {
    forSite: (site) => records.forSite(site),
    migrate: () => records.migrate(),
    close: async () => {
      await records.close();
      await withClient(serverUrl, async (client) => {
        // The pool's end() resolves before its sessions have left.
        const deadline = Date.now() + SESSIONS_CLOSE_TIMEOUT_MS;
        while (Date.now() < deadline) {
          const { rows } = await client.query<{ sessions: number }>(
            'select count(*)::int as sessions from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.sessions === 0) break;
          await new Promise((resolve) => setTimeout(resolve, SESSIONS_POLL_MS));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Throwaway PostgreSQL databases on the server TEST_DATABASE_URL names: each test run makes its
 * own and drops it afterwards, so the database the URL names is never written to.
 */

/** How long closing pools get to leave before the drop forces them out. */
const SESSIONS_CLOSE_TIMEOUT_MS = 5_000;
const SESSIONS_POLL_MS = 50;

export interface ThrowawayDatabases {
  /** A new empty database; its connection URL. */
  create(): Promise<string>;
  /** Drops every database made. */
  dropAll(): Promise<void>;
}

export function throwawayDatabases(serverUrl: string): ThrowawayDatabases {
  const names: string[] = [];
  async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }
  return {
    async create() {
      const name = `records_test_${randomUUID().replaceAll('-', '')}`;
      await withClient((client) => client.query(`create database ${name}`));
      names.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      await withClient(async (client) => {
        for (const name of names.splice(0)) {
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
        }
      });
    },
  };
}

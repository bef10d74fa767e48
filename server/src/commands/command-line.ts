import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Records } from '../sources/records/records.port.js';

/**
 * What the server's commands (`pnpm stock:import`, `leads:dead-letters`, `partner-keys`) share
 * around their own work: reading the command line, opening the records, and running as a script.
 */

/**
 * The command line as `read` checks it. Undefined when there is nothing to run: help was asked
 * for (`read` answered null; the usage is printed) or `read` refused it (its message and the
 * usage go to stderr, exit code 1).
 */
export function readCommandLine<T>(
  read: (argv: string[]) => T | null,
  usage: string,
  argv: string[] = process.argv.slice(2),
): T | undefined {
  try {
    const args = read(argv);
    if (args === null) console.log(usage);
    return args ?? undefined;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exitCode = 1;
    return undefined;
  }
}

/**
 * The sites folder the server serves when FORECOURT_SITES_DIR names one (else undefined: the demo
 * sites), so a command finds the same sites as `pnpm start`. Relative to the server package, where
 * pnpm runs both.
 */
export function sitesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.FORECOURT_SITES_DIR?.trim();
  return configured ? path.resolve(configured) : undefined;
}

/**
 * Runs `use` on the records the server uses (PostgreSQL when DATABASE_URL is set, else PGlite in
 * the data directory), brought up to date first and closed after, whatever `use` does.
 */
export async function withRecords<T>(use: (records: Records) => Promise<T>): Promise<T> {
  // Imported here: the commands' tests load their modules without opening any records.
  const { createRecordsFromEnv } = await import('../sources/records/create-records.js');
  const { records } = await createRecordsFromEnv();
  try {
    await records.migrate();
    return await use(records);
  } finally {
    await records.close();
  }
}

/**
 * Runs `main` when the module at `moduleUrl` (its `import.meta.url`) is the script node started,
 * not when a test imports it; an error ends the process with its message (no stack) and code 1.
 */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

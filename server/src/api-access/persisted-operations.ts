import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientPackageDir } from '../web/client-build.js';

/**
 * The web client's operations by persisted id. relay-compiler writes them, beside the artifacts
 * that carry only the ids, into the client package's `persisted-operations.json` (its
 * relay.config.json `persistConfig`). The server reads that committed file rather than the
 * client's build output: the build runs the same compile first (so the bundle and the map
 * always agree), and the map is there for tests and tools that never build the client.
 */
export type PersistedOperations = ReadonlyMap<string, string>;

export const PERSISTED_OPERATIONS_FILE = 'persisted-operations.json';

/**
 * The map of the client package (or the one in `dir`), read once as the server starts (it is
 * small); says how to make it when missing.
 */
export function readPersistedOperations(dir = clientPackageDir()): PersistedOperations {
  const file = path.join(dir, PERSISTED_OPERATIONS_FILE);
  let map: unknown;
  try {
    map = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The web client's persisted operations cannot be read from ${path.relative(process.cwd(), file)}: run \`pnpm --filter @forecourt/client relay\``,
      { cause: error },
    );
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new Error(`${PERSISTED_OPERATIONS_FILE} must map operation ids to their text`);
  }
  const entries = Object.entries(map);
  for (const [id, text] of entries) {
    if (typeof text !== 'string') {
      throw new Error(`${PERSISTED_OPERATIONS_FILE}: the operation ${id} has no text`);
    }
  }
  return new Map(entries as [string, string][]);
}

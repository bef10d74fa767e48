import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.js';

/**
 * The id the web client sends for one of its operations: its requests carry the id and the
 * variables, never the text, so a test that watches for an operation looks for its id. Read from
 * the operation's Relay artifact, which names the id it was persisted under.
 */
export function persistedOperationId(operationName: string): string {
  const artifact = path.join(REPO_ROOT, 'client/src/__generated__', `${operationName}.graphql.ts`);
  const id = /@relayRequestID ([0-9a-f]{64})/.exec(readFileSync(artifact, 'utf8'))?.[1];
  if (!id) throw new Error(`${operationName} has no persisted id: run the Relay compiler`);
  return id;
}

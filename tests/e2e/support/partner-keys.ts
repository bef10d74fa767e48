import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The browser tests look their demo cars up with GraphQL documents of their own, which a
 * production server runs only for a partner API key of the site. Before the server starts, the
 * key-issuing step (issue-partner-keys.ts) gives each demo site one and writes them to this file.
 */
export function partnerKeysFile(port: number): string {
  return path.join(tmpdir(), `forecourt-browser-tests-partner-keys-${port}.json`);
}

/** The key issued to the site for this run, if the server was started with them. */
export function partnerKeyOf(slug: string): string | undefined {
  const file = process.env.E2E_PARTNER_KEYS_FILE;
  if (!file || !existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[slug];
}

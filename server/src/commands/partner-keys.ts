import { parseArgs } from 'node:util';
import type { Site } from '@forecourt/tenants/site';
import {
  DEFAULT_COST_PER_MINUTE,
  DEFAULT_REQUESTS_PER_MINUTE,
  issuePartnerKey,
} from '../api-access/issue-partner-key.js';
import { runAsScript, withRecords, sitesDirFromEnv } from './command-line.js';
import type { PartnerKey } from '../api-access/partner-keys.port.js';
import type { Records } from '../sources/records/records.port.js';

/**
 * `pnpm partner-keys issue|list|revoke`: a site's partner API keys, in the records store the
 * server uses (PostgreSQL when DATABASE_URL is set, else PGlite in the data directory). Issuing
 * prints the key once: only its SHA-256 is stored, so it cannot be shown again. Exit code 1 with
 * a message for anything it cannot do.
 */

const USAGE = `Usage:
  pnpm partner-keys issue --site <slug> --label <who it is for> [--requests-per-minute <n>] [--cost-per-minute <n>]
  pnpm partner-keys list [--site <slug>]
  pnpm partner-keys revoke --site <slug> --id <key id>

  issue    makes a key for one site and prints it once (defaults: ${DEFAULT_REQUESTS_PER_MINUTE} requests and a cost of ${DEFAULT_COST_PER_MINUTE.toLocaleString('en-AU')} per minute)
  list     the keys of one site, or of every site: id, label, budgets, issued, revoked
  revoke   refuses the key from now on (it stays listed as revoked)`;

export interface PartnerKeysRequest {
  argv: readonly string[];
  sites: readonly Site[];
  records: Records;
  out: (line: string) => void;
  now?: Date;
}

class UsageError extends Error {}

function positiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number (got "${text}")`);
  return Number(text);
}

function describeKey(key: PartnerKey): string {
  const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
  return [
    key.id,
    key.site,
    JSON.stringify(key.label),
    key.keyHint,
    `${key.requestsPerMinute} requests/min`,
    `cost ${key.costPerMinute}/min`,
    `issued ${key.createdAt.toISOString()}`,
    state,
  ].join('  ');
}

/** Runs one sub-command; answers the process's exit code. */
export async function runPartnerKeys(request: PartnerKeysRequest): Promise<0 | 1> {
  const { argv, sites, records, out, now = new Date() } = request;
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        site: { type: 'string' },
        label: { type: 'string' },
        id: { type: 'string' },
        'requests-per-minute': { type: 'string' },
        'cost-per-minute': { type: 'string' },
      },
      strict: true,
    });
    const siteOf = (slug: string | undefined): Site => {
      if (!slug) throw new UsageError('--site is required');
      const site = sites.find((s) => s.config.slug === slug);
      if (!site) {
        throw new UsageError(
          `no site "${slug}"; sites: ${sites.map((s) => s.config.slug).join(', ')}`,
        );
      }
      return site;
    };

    switch (command) {
      case 'issue': {
        const site = siteOf(values.site);
        if (!values.label) throw new UsageError('--label is required: say who the key is for');
        const { key, record } = await issuePartnerKey(records, site, {
          label: values.label,
          requestsPerMinute: positiveInteger('requests-per-minute', values['requests-per-minute']),
          costPerMinute: positiveInteger('cost-per-minute', values['cost-per-minute']),
          now,
        });
        out(`Issued a partner key for ${site.config.name} (${site.config.slug}):`);
        out('');
        out(`  ${key}`);
        out('');
        out('Copy it now: it is shown only this once (the records keep only its hash).');
        out(describeKey(record));
        return 0;
      }
      case 'list': {
        const chosen = values.site ? [siteOf(values.site)] : sites;
        let count = 0;
        for (const site of chosen) {
          for (const key of await records.forSite(site).partnerKeys()) {
            out(describeKey(key));
            count += 1;
          }
        }
        if (count === 0) out('No partner keys.');
        return 0;
      }
      case 'revoke': {
        const site = siteOf(values.site);
        if (!values.id) throw new UsageError('--id is required: the key id `list` shows');
        const revoked = await records.forSite(site).revokePartnerKey(values.id, now);
        if (!revoked) throw new UsageError(`${site.config.slug} has no key with id ${values.id}`);
        out(`Revoked: ${describeKey(revoked)}`);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        out(USAGE);
        return command === undefined ? 1 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof RangeError || isArgError(error)) {
      out(`partner-keys: ${error.message}\n${USAGE}`);
      return 1;
    }
    throw error;
  }
}

function isArgError(error: unknown): error is Error {
  return (
    error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')
  );
}

async function main(): Promise<void> {
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  process.exitCode = await withRecords(async (records) =>
    runPartnerKeys({
      argv: process.argv.slice(2),
      sites: await loadDemoSites(sitesDirFromEnv()),
      records,
      out: (line) => console.log(line),
    }),
  );
}

runAsScript(import.meta.url, main);

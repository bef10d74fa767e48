import { parseArgs } from 'node:util';
import type { Site } from '@forecourt/tenants/site';
import { readCommandLine, runAsScript, withRecords, sitesDirFromEnv } from './command-line.js';
import type { LeadDestination } from '../leads/lead.types.js';
import type { DeadLeadDeliveryFilter, LeadDelivery } from '../leads/lead-records.port.js';
import { MAX_RECORDS_PER_READ, type Records } from '../sources/records/records.port.js';

/**
 * `pnpm leads:dead-letters list|redeliver [--site <slug>] [--lead <id>] [--since <time>]
 * [--until <time>]`: lists the lead deliveries that were dead-lettered (their attempts used up),
 * or queues them again. A redelivered job is due at once with its attempts counted afresh; the
 * running server's outbox worker (any replica) delivers it, with the lead id as its idempotency
 * key as before, so a receiver that did take an earlier attempt can tell it is a repeat.
 */

const USAGE =
  'Usage: pnpm leads:dead-letters <list|redeliver> [--site <slug>] [--lead <id>] [--since <time>] [--until <time>]\n' +
  '  list       prints the dead-lettered deliveries, oldest first\n' +
  '  redeliver  queues them again: due now, with fresh attempts\n' +
  '  --site     only this site (default: every site)\n' +
  '  --lead     only this lead (its own delivery and its follow-ups)\n' +
  '  --since    only those dead-lettered at or after this time (ISO 8601, e.g. 2026-11-01T09:00Z)\n' +
  '  --until    only those dead-lettered before this time\n' +
  'With the embedded records (no DATABASE_URL), stop the server first: PGlite is one process’s.';

export type DeadLetterAction = 'list' | 'redeliver';

export interface DeadLetterRequest {
  action: DeadLetterAction;
  sites: readonly Site[];
  records: Records;
  /** Only this site; undefined: every site. */
  siteSlug?: string | undefined;
  filter: DeadLeadDeliveryFilter;
  /** When a redelivered job is due. */
  now: Date;
  out: (line: string) => void;
}

export interface SiteDeadLetter {
  site: string;
  delivery: LeadDelivery;
}

export interface DeadLetterResult {
  exitCode: 0 | 1;
  /** Listed, or queued again. */
  deliveries: SiteDeadLetter[];
}

/** Where a delivery goes, without a webhook address's query (it may hold a token). */
function describeDestination(destination: LeadDestination): string {
  if (destination.kind === 'email') return `e-mail to ${destination.to.join(', ')}`;
  const url = URL.canParse(destination.url) ? new URL(destination.url) : null;
  return `webhook ${url ? `${url.origin}${url.pathname}` : destination.url}`;
}

/** One line per delivery: when it died, where, which lead, how often tried and why it failed. */
export function formatDeadLetter({ site, delivery }: SiteDeadLetter): string {
  const followUp = delivery.followUp ? ` (follow-up "${delivery.followUp}")` : '';
  const when = (delivery.deadAt ?? delivery.lastAttemptAt)?.toISOString() ?? '-';
  return [
    when,
    site,
    `lead ${delivery.leadId}${followUp}`,
    describeDestination(delivery.destination),
    `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`,
    delivery.lastError ?? '',
  ].join('  ');
}

/** The command without its command line: testable, and usable from other scripts. */
export async function runDeadLetters(request: DeadLetterRequest): Promise<DeadLetterResult> {
  const { action, records, filter, now, out } = request;
  let sites = request.sites;
  if (request.siteSlug !== undefined) {
    sites = sites.filter((site) => site.config.slug === request.siteSlug);
    if (sites.length === 0) {
      const known = request.sites.map((site) => site.config.slug).join(', ');
      out(`--site: no site "${request.siteSlug}" (sites: ${known || 'none'})`);
      return { exitCode: 1, deliveries: [] };
    }
  }

  const deliveries: SiteDeadLetter[] = [];
  for (const site of sites) {
    const siteRecords = records.forSite(site);
    const found =
      action === 'list'
        ? await siteRecords.deadLeadDeliveries(filter, MAX_RECORDS_PER_READ)
        : await siteRecords.redeliverDeadLeadDeliveries(filter, now);
    for (const delivery of found) {
      const deadLetter = { site: site.config.slug, delivery };
      deliveries.push(deadLetter);
      if (action === 'list') out(formatDeadLetter(deadLetter));
    }
    if (action === 'list' && found.length === MAX_RECORDS_PER_READ) {
      out(
        `${site.config.slug}: the first ${MAX_RECORDS_PER_READ} shown; narrow with --since/--until`,
      );
    }
  }

  const count = deliveries.length;
  const plural = count === 1 ? 'delivery' : 'deliveries';
  if (action === 'list') {
    out(`${count} dead-lettered ${plural}.`);
  } else {
    for (const deadLetter of deliveries) out(`queued  ${formatDeadLetter(deadLetter)}`);
    out(
      count === 0
        ? 'Nothing to redeliver: no dead-lettered delivery matches.'
        : `${count} ${plural} queued again, due now: the server's outbox worker delivers them within seconds.`,
    );
  }
  return { exitCode: 0, deliveries };
}

/** An ISO 8601 time with a date; anything else is refused, naming the option. */
function parseTime(option: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) {
    throw new Error(`--${option}: "${value}" is not an ISO 8601 time such as 2026-11-01T09:00Z`);
  }
  return time;
}

export interface DeadLetterArguments {
  action: DeadLetterAction;
  siteSlug: string | undefined;
  filter: DeadLeadDeliveryFilter;
}

/** The command line, checked; null when help was asked for. */
export function readDeadLetterArguments(argv: string[]): DeadLetterArguments | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', short: 's' },
      lead: { type: 'string', short: 'l' },
      since: { type: 'string' },
      until: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return null;
  const [action, ...extra] = positionals;
  if (action !== 'list' && action !== 'redeliver') {
    throw new Error(`${action ? `"${action}"` : 'no action'}: say list or redeliver`);
  }
  if (extra.length > 0) throw new Error(`"${extra.join(' ')}": unexpected`);
  const lead = values.lead?.trim();
  if (lead !== undefined && !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(lead)) {
    throw new Error(`--lead: "${lead}" is not a lead id (a UUID)`);
  }
  const filter = {
    leadId: lead,
    since: parseTime('since', values.since),
    until: parseTime('until', values.until),
  };
  if (filter.since && filter.until && filter.since >= filter.until) {
    throw new Error('--until: must be after --since');
  }
  return { action, siteSlug: values.site, filter };
}

async function main(): Promise<void> {
  const args = readCommandLine(readDeadLetterArguments, USAGE);
  if (!args) return;
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const sites = await loadDemoSites(sitesDirFromEnv());
  const result = await withRecords((records) =>
    runDeadLetters({ ...args, sites, records, now: new Date(), out: (line) => console.log(line) }),
  );
  process.exitCode = result.exitCode;
}

runAsScript(import.meta.url, main);

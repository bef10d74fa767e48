import { createHash, timingSafeEqual } from 'node:crypto';
import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import type { Site } from '@forecourt/tenants/site';
import type { SiteRoute } from '../http/app.js';
import type { SiteStores } from '../jobs/leased-job-worker.js';
import { describeFeedUrl } from './describe-feed-url.js';
import type { SiteStockSyncRecords, StockSyncRun } from './stock-sync-records.port.js';
import type { FeedImportOutcome } from './stock-sync.types.js';
import {
  stockImportCounts,
  type StockImportCounts,
} from '../stock/stock-import/stock-import-summary.js';

/**
 * /dev/stock-sync on each site's host: the site's recent stock sync runs, newest first, each with
 * what its import did (new, changed, sold, restored, skipped rows with their reasons) or why it
 * was held or failed. Open in development; in production only with the operator token
 * (STOCK_SYNC_PAGE_TOKEN, sent as `Authorization: Bearer <token>`), and absent without one.
 */

export const STOCK_SYNC_PAGE_PATH = '/dev/stock-sync';
/** The environment variable holding the operator token that opens the page in production. */
export const STOCK_SYNC_PAGE_TOKEN_ENV = 'STOCK_SYNC_PAGE_TOKEN';
export const NO_SYNC_RUNS_YET = 'No sync runs yet.';

export interface StockSyncPageOptions {
  records: SiteStores<SiteStockSyncRecords>;
  /** Set: the page answers only requests bearing it (anyone else gets a plain 404). */
  operatorToken?: string | undefined;
}

/**
 * The page as a route for the composition root: open when not in production; in production only
 * when the operator token is set, else undefined (no page at all).
 */
export function stockSyncPageRouteFromEnv(
  records: SiteStores<SiteStockSyncRecords>,
  env: NodeJS.ProcessEnv = process.env,
): SiteRoute | undefined {
  const operatorToken = env[STOCK_SYNC_PAGE_TOKEN_ENV]?.trim() || undefined;
  if (env.NODE_ENV === 'production' && !operatorToken) return undefined;
  return stockSyncPageRoute({ records, operatorToken });
}

export function stockSyncPageRoute(options: StockSyncPageOptions): SiteRoute {
  return (request, site) => handleStockSyncPageRequest(request, site, options);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the length nor the bytes of the token leak through timing. */
function bearsToken(request: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

const NOT_FOUND = () => new Response('Not found', { status: 404 });

/** The page for GET /dev/stock-sync; null for any other path. */
export async function handleStockSyncPageRequest(
  request: Request,
  site: Site,
  { records, operatorToken }: StockSyncPageOptions,
): Promise<Response | null> {
  if (new URL(request.url).pathname !== STOCK_SYNC_PAGE_PATH) return null;
  if (operatorToken !== undefined && !bearsToken(request, operatorToken)) return NOT_FOUND();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('The stock sync page is read with GET.', {
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
  }
  const runs = await records.forSite(site).stockSyncRuns();
  const html = stockSyncPageHtml(site, runs);
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function settingsSection(site: Site): string {
  const settings = site.config.feedSync;
  if (!settings) return '<p>This site has no <code>feedSync</code> setting: it is not synced.</p>';
  const auth = settings.auth ? `${settings.auth.kind} (from the environment)` : 'none';
  return `<dl>
<dt>Feed</dt><dd>${escapeHtml(describeFeedUrl(settings.url))}</dd>
<dt>Format, mode</dt><dd>${settings.format}, ${settings.mode}</dd>
<dt>Every</dt><dd>${settings.intervalMinutes} minutes</dd>
<dt>Authentication</dt><dd>${escapeHtml(auth)}</dd>
<dt>Mass removal</dt><dd>${settings.allowMassRemoval ? 'allowed' : 'held'}</dd>
</dl>`;
}

const COUNTS: readonly [keyof StockImportCounts, string][] = [
  ['rowsRead', 'rows read'],
  ['added', 'new'],
  ['changed', 'changed'],
  ['priceChanged', 'price changed'],
  ['sold', 'sold'],
  ['restored', 'restored'],
  ['dropped', 'dropped'],
  ['unchanged', 'unchanged'],
  ['skipped', 'skipped'],
];

function summarySection(summary: FeedImportOutcome): string {
  const numbers = stockImportCounts(summary);
  const counts = COUNTS.map(([key, label]) => `<dt>${label}</dt><dd>${numbers[key]}</dd>`);
  const rowErrors =
    summary.rowErrors.length > 0
      ? `<details><summary>${summary.rowErrors.length} skipped rows</summary><table>` +
        '<thead><tr><th>row</th><th>line</th><th>field</th><th>reason</th></tr></thead><tbody>' +
        summary.rowErrors
          .map(
            (error) =>
              `<tr><td>${error.row}</td><td>${error.line ?? ''}</td>` +
              `<td>${escapeHtml(error.field)}</td><td>${escapeHtml(error.reason)}</td></tr>`,
          )
          .join('') +
        '</tbody></table></details>'
      : '';
  const ignored =
    summary.ignoredColumns.length > 0
      ? `<p>Ignored columns: ${summary.ignoredColumns
          .map(({ column, reason }) => `${escapeHtml(column)} (${escapeHtml(reason)})`)
          .join(', ')}</p>`
      : '';
  return `<dl class="counts">${counts.join('')}</dl>${rowErrors}${ignored}`;
}

function runSection(run: StockSyncRun): string {
  const seconds = ((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1);
  const reason = run.error
    ? `<p class="reason">${run.outcome === 'held' ? 'Held: ' : ''}${escapeHtml(run.error)}</p>`
    : '';
  return `<article class="${run.outcome}">
<h2>${run.outcome} <small>${run.startedAt.toISOString()} (${seconds} s, ${run.trigger})</small></h2>
${reason}
${run.summary ? summarySection(run.summary) : ''}
</article>`;
}

export function stockSyncPageHtml(site: Site, runs: readonly StockSyncRun[]): string {
  const title = `Stock sync of ${site.config.name}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
article.failed h2, article.held h2 { color: #a00; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
dl.counts { grid-template-columns: repeat(9, max-content); grid-auto-flow: column; grid-template-rows: auto auto; }
dt { font-weight: 600; }
dd { margin: 0; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${settingsSection(site)}
${runs.length > 0 ? runs.map(runSection).join('\n') : `<p>${NO_SYNC_RUNS_YET}</p>`}
</body>
</html>
`;
}

import type { FeedSyncAuth } from '@forecourt/tenants/settings/feed-sync-settings.schema';
import {
  StockFeedFetchError,
  type StockFeedFetcher,
  type StockFeedFetchRequest,
  type StockFeedFetchResult,
} from '../../stock-sync/stock-feed-fetcher.port.js';
import { describeFeedUrl } from '../../stock-sync/describe-feed-url.js';
import { bodyWithin } from '../../http/bounded-body.js';

/**
 * A site's stock feed over HTTP(S): basic or header authentication from the environment, a time
 * limit on the whole download, a size limit enforced while the body streams in (a runaway feed is
 * never held in memory whole), and conditional requests so an unchanged feed is not downloaded.
 * Redirects are refused rather than followed: a header secret would go along to wherever the
 * redirect points.
 */

const ACCEPT = 'text/csv, application/json;q=0.9, */*;q=0.5';
const USER_AGENT = 'Forecourt stock sync';

function environmentValue(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value)
    throw new StockFeedFetchError(`cannot be fetched: the environment variable ${name} is not set`);
  return value;
}

/** The request's authentication headers, and the secrets no message may repeat. */
function authentication(
  auth: FeedSyncAuth | null,
  env: NodeJS.ProcessEnv,
): { headers: Record<string, string>; secrets: string[] } {
  if (!auth) return { headers: {}, secrets: [] };
  if (auth.kind === 'basic') {
    const username = environmentValue(env, auth.usernameEnv);
    const password = environmentValue(env, auth.passwordEnv);
    const credentials = Buffer.from(`${username}:${password}`).toString('base64');
    return { headers: { authorization: `Basic ${credentials}` }, secrets: [password, credentials] };
  }
  const value = environmentValue(env, auth.valueEnv);
  return { headers: { [auth.header.toLowerCase()]: value }, secrets: [value] };
}

/** A message with every secret blanked out, whatever library wrote it. */
function redact(message: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => text.split(secret).join('[secret]'), message);
}

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Reads the body, giving up as soon as it passes `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new StockFeedFetchError(`is ${declared} bytes, more than the ${maxBytes} allowed`);
  }
  const content = await bodyWithin(response.body, maxBytes);
  if (content === null) {
    await response.body?.cancel();
    throw new StockFeedFetchError(`is more than the ${maxBytes} bytes allowed`);
  }
  return content;
}

export class HttpStockFeedFetcher implements StockFeedFetcher {
  async fetchFeed({
    settings,
    env,
    previous,
  }: StockFeedFetchRequest): Promise<StockFeedFetchResult> {
    const feed = describeFeedUrl(settings.url);
    let secrets: string[] = [];
    try {
      const auth = authentication(settings.auth, env);
      secrets = auth.secrets;
      return await this.download(settings, auth.headers, previous);
    } catch (error) {
      const timeLimit = `${settings.timeoutSeconds} s`;
      const reason =
        error instanceof StockFeedFetchError
          ? error.message
          : error instanceof Error && error.name === 'TimeoutError'
            ? `did not arrive within ${timeLimit}`
            : `unreachable: ${reasonOf(error)}`;
      throw new StockFeedFetchError(redact(`stock feed ${feed} ${reason}`, secrets), {
        cause: error,
      });
    }
  }

  private async download(
    settings: StockFeedFetchRequest['settings'],
    authHeaders: Record<string, string>,
    previous: StockFeedFetchRequest['previous'],
  ): Promise<StockFeedFetchResult> {
    const headers: Record<string, string> = {
      accept: ACCEPT,
      'user-agent': USER_AGENT,
      ...authHeaders,
    };
    if (previous?.etag) headers['if-none-match'] = previous.etag;
    if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
    const response = await fetch(settings.url, {
      headers,
      redirect: 'manual',
      // One limit for the answer and the whole body.
      signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
    });
    if (response.status === 304 && previous) {
      await response.body?.cancel();
      return { status: 'unchanged' };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      throw new StockFeedFetchError(
        `answered HTTP ${response.status} (a redirect${location ? ` to ${describeFeedUrl(new URL(location, settings.url).href)}` : ''}); name the final address in feedSync.url`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      const hint =
        response.status === 401 || response.status === 403 ? ' (check feedSync.auth)' : '';
      throw new StockFeedFetchError(`answered HTTP ${response.status}${hint}`);
    }
    const content = await readLimited(response, settings.maxBytes);
    return {
      status: 'fetched',
      content,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  }
}
